package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Doc - Leader of the Seven Dwarfs",
		Whenever("Share and Share Alike", EvQuested, NextCostsLess(1, Chars())))
}
