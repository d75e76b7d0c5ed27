package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The may is asked first, then the player (6.1.4, 6.1.3); the card
	// looked at goes back to its own player's deck, on the top or the
	// bottom (7.2.3). With an empty deck nothing is asked after the
	// player (6.1.5.1).
	put := OneOf(1, RestOnTop().Say("put it on the top of their deck"),
		RestOnBottom().Say("place it on the bottom of their deck"))
	put[0] = put[0].IfYouDo()
	card("Bruno Madrigal - Seeing the Future",
		WhenPlayed("Change the Outcome",
			append([]Step{ChosenPlayer(LookTop(1)).Optional().Say("you may look at the top card of a chosen player's deck")}, put...)...))
}
