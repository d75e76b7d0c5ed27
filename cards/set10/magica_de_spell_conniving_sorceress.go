package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 7 comes from the catalogue.
	card("Magica De Spell - Conniving Sorceress",
		WhenPlayed("Shadow's Grasp", Draw(4).Optional()).If_(UsedShift()))
}
