package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 and Bodyguard come from the catalogue.
	card("Pluto - Determined Defender",
		AtStartOfYourTurn("Guard Dog", RemoveUpTo(3, ThisCard)))
}
