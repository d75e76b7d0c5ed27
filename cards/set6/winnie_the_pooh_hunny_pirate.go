package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Winnie the Pooh - Hunny Pirate",
		Whenever("We're Pirates, You See", EvQuested, NextCostsLess(1, Chars().Class("Pirate"))))
}
