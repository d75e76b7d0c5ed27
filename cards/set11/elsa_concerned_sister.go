package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.3.6: a payment modifier used up by the next location played.
	card("Elsa - Concerned Sister",
		WhenPlayed("Clear the Way", NextCostsLess(2, LocationsF())))
}
