package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge's Top Hat",
		Activate("Business Expertise", Cost{Exert: true}, NextCostsLess(1, ItemsF())))
}
