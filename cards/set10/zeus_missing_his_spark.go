package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue.
	card("Zeus - Missing His Spark",
		StaticOf("I Need More Thunderbolts!", SelfGets(StatStrength, 2), SelfGets(StatWillpower, 2)).If_(HasCardUnder()))
}
