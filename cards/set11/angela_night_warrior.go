package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shadow Power: one "may" for both keywords, on the same character.
	card("Angela - Night Warrior",
		WhenPlayed("Shadow Power",
			Gains(Challenger, 2, Chosen(Chars()), UntilYourNext).Optional().
				Say("you may give a chosen character Challenger +2 until the start of your next turn"),
			Gains(Resist, 2, Them(0), UntilYourNext).IfYouDo()),
		StaticOf("Eternal Night", CardsLoseAbility(Chars().Yours().Class("Gargoyle"), "Stone by Day")))
}
