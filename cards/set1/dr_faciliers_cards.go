package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Facilier's Cards", Activate("The Cards Will Tell", Cost{Exert: true}, NextCostsLess(1, ActionsF())))
}
