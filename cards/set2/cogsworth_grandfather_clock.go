package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 and Ward come from the catalogue.
	card("Cogsworth - Grandfather Clock",
		StaticOf("Unwind", CardsGain(Chars().Yours().Others(), Resist, 1)))
}
