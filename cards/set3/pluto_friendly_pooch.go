package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pluto - Friendly Pooch",
		Activate("Good Dog", Cost{Exert: true}, NextCostsLess(1, Chars())))
}
