package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Simba - Son of Mufasa",
		WhenPlayed("Fearsome Roar", Banish(Chosen(AnyCard().OfType(Items|Locations))).Optional()))
}
