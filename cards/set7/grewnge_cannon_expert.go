package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grewnge - Cannon Expert",
		Whenever("Rapid Fire", EvQuested, NextCostsLess(1, ActionsF())))
}
