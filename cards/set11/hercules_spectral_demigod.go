package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1).
	card("Hercules - Spectral Demigod",
		StaticOf("Superhuman Strength", SelfGets(StatStrength, 3)).If_(HasCardUnder()))
}
