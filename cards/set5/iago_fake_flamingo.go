package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Iago - Fake Flamingo",
		Whenever("In Disguise", EvQuested, NextCostsLess(2, ActionsF())))
}
