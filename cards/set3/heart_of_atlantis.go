package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Heart of Atlantis",
		Activate("Life Giver", Cost{Exert: true}, NextCostsLess(2, Chars())))
}
