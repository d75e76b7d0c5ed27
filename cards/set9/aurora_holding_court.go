package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aurora - Holding Court",
		Whenever("Royal Welcome", EvQuested, NextCostsLess(1, Chars().Class("Princess", "Queen"))))
}
