package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +1 comes from the catalogue.
	card("Calhoun - Marine Sergeant",
		Whenever("Level Up", EvBanishedOther, GainLore(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
