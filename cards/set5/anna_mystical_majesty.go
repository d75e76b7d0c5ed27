package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Anna - Mystical Majesty",
		WhenPlayed("Exceptional Power", Exert(Each(Chars().Opposing()))))
}
