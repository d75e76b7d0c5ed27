package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hamm - Piggy Bank",
		Activate("Loose Change", Cost{Exert: true}, NextCostsLess(1, Chars())))
}
