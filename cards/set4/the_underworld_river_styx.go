package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): paying 3 ink is the cost of the return.
	card("The Underworld - River Styx",
		WheneverAny("Save a Soul", EvQuested, Chars().AtThisLocation(),
			PayInk(3).Optional(),
			PutInHand(Chosen(CharacterCardsInDiscard().Yours())).IfYouDo().
				Say("if you do, return a character card from your discard to your hand")))
}
