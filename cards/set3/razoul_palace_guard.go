package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Razoul - Palace Guard",
		StaticOf("Looky Here", SelfGets(StatStrength, 2)).If_(Unless(HasDamageAtLeast(1))))
}
