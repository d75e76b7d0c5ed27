package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge McDuck - Uncle Moneybags",
		Whenever("Treasure Finder", EvQuested, NextCostsLess(1, ItemsF())))
}
