package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Determined Traveler",
		Whenever("Falling Rocks", EvQuested, Deal(1, Chosen(CharsOrLocations())).Optional()).
			If_(YouPlayedThisTurn(Chars().Others())))
}
