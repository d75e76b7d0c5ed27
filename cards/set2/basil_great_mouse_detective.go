package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	card("Basil - Great Mouse Detective",
		WhenPlayed("There's Always a Chance", Draw(2).Optional()).If_(UsedShift()))
}
