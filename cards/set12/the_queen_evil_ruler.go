package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Evil Ruler",
		StaticOf("Unequaled Cruelty", SelfGets(StatStrength, 2)).If_(OpponentHas(Chars().IsDamaged(), 1)))
}
