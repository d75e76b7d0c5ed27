package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Card Soldiers - Royal Troops",
		StaticOf("Take Point", SelfGets(StatStrength, 2)).If_(InPlay(Chars().IsDamaged(), 1)))
}
