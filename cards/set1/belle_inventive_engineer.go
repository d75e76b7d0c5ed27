package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Inventive Engineer", Whenever("Tinker", EvQuested, NextCostsLess(1, ItemsF())))
}
