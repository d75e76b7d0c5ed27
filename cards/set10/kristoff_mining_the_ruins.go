package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue. The "if" is checked as he quests and
	// as the ability resolves (6.2.4).
	card("Kristoff - Mining the Ruins",
		Whenever("Worth Mining", EvQuested, TopCardIntoInkwell(false, true)...).If_(HasCardUnder()))
}
