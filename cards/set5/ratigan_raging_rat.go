package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ratigan - Raging Rat",
		StaticOf("Nothing Can Stand in My Way", SelfGets(StatStrength, 2)).If_(HasDamageAtLeast(1)))
}
