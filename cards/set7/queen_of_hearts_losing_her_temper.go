package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Queen of Hearts - Losing Her Temper",
		StaticOf("Royal Pain", SelfGets(StatStrength, 3)).If_(HasDamageAtLeast(1)))
}
