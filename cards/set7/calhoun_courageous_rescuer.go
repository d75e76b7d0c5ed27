package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Calhoun - Courageous Rescuer",
		Whenever("Back to Start Positions!", EvChallenges,
			PutInHand(Chosen(CharacterCardsInDiscard().Yours().Class("Racer"))).Optional()).WithOther(Chars()))
}
