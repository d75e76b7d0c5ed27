package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 3 comes from the catalogue.
	card("Angel - Siren Singer",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("Angel")))
}
