package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Map of Treasure Planet",
		Activate("Key to the Portal", Cost{Exert: true}, NextCostsLess(1, LocationsF())),
		StaticOf("Show the Way", PayLessToMove(1, Chars().Yours(), LocationsF())))
}
