package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1).
	card("Kanga - Peaceful Gatherer",
		StaticOf("Extra Help", SelfGets(StatLore, 1)).If_(HasCardUnder()))
}
