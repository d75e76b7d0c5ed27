package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Huey - Reliable Leader",
		Whenever("I Know the Way", EvQuested, NextCostsLess(1, Chars())))
}
