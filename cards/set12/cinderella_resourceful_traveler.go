package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cinderella - Resourceful Traveler",
		Whenever("This and That", EvQuested, TopCardIntoInkwell(true, true)...).
			If_(YouPlayedThisTurn(Chars().Others())))
}
