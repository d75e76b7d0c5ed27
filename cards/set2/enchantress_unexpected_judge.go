package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Enchantress - Unexpected Judge",
		StaticOf("True Form", SelfGets(StatStrength, 2)).If_(BeingChallenged()))
}
