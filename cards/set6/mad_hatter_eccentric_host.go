package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The may is asked first, then the player (6.1.4, 6.1.3). The card
	// looked at stays on the top of the deck until the choice: "on top"
	// leaves it there, "into their discard" moves that top card (not a
	// discard from a hand). With an empty deck there is nothing to put
	// anywhere, so the choice isn't asked (6.1.5.1).
	put := OneOf(1, RestOnTop().Say("put it on the top of their deck"),
		ChosenPlayer(TopIntoDiscard(1)).Say("put it into their discard"))
	put[0] = put[0].IfYouDo()
	card("Mad Hatter - Eccentric Host",
		Whenever("We'll Have to Look into This", EvQuested,
			append([]Step{ChosenPlayer(LookTop(1)).Optional().Say("you may look at the top card of a chosen player's deck")}, put...)...))
}
