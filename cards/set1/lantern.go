package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lantern", Activate("Birthday Lights", Cost{Exert: true}, NextCostsLess(1, Chars())))
}
