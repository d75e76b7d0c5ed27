package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maurice - World-Famous Inventor",
		Whenever("Give It a Try", EvQuested, NextCostsLess(2, ItemsF())),
		WheneverAny("It Works!", EvPlayed, ItemsF().Yours(), Draw(1).Optional()))
}
