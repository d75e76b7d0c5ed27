package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lawrence - Jealous Manservant",
		StaticOf("Payback", SelfGets(StatStrength, 4)).If_(Unless(HasDamageAtLeast(1))))
}
