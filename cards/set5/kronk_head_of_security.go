package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	card("Kronk - Head of Security",
		Whenever("Are You on the List?", EvBanishedOther,
			PlayForFree(CharacterCards().CostAtMost(5)).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
