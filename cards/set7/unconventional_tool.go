package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Unconventional Tool",
		Whenever("Fixed in No Time", EvBanished, NextCostsLess(2, ItemsF())))
}
