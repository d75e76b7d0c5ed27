package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Friendly Face",
		Whenever("Glad You're Here!", EvQuested, NextCostsLess(3, Chars())))
}
