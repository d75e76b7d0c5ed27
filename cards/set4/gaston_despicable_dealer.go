package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gaston - Despicable Dealer",
		Activate("Dubious Recruitment", Cost{Exert: true}, NextCostsLess(2, Chars())))
}
