package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Stitch - Covert Agent",
		StaticOf("Hide", SelfGains(Ward, 0)).If_(AtALocation()))
}
