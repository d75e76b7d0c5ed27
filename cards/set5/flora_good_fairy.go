package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flora - Good Fairy",
		StaticOf("Fiddle Faddle", SelfGets(StatStrength, 2)).If_(BeingChallenged()))
}
