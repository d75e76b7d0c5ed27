package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scroop - Backstabber",
		StaticOf("Brute", SelfGets(StatStrength, 3)).If_(HasDamageAtLeast(1)))
}
