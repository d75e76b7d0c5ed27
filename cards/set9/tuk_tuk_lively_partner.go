package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both move to one location chosen once, for free (not the move turn
	// action, 4.7.3); the other gets +2 only if it moved.
	card("Tuk Tuk - Lively Partner",
		WhenPlayed("On a Roll",
			Choose(Chosen(Chars().Yours().Others())).Optional().Say("you may choose another character of yours"),
			MoveThisTo(YourLocation()).IfYouDo().Say("move this character to a location of yours for free"),
			MoveThemTo(0, Them(1)).IfYouDo().Say("move the chosen character to the same location for free"),
			Gets(StatStrength, 2, Them(0), ThisTurn).IfYouDo().Say("if you do, it gets +2 strength this turn")))
}
