package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maleficent - Imperious Traveler",
		Whenever("Heed My Words", EvQuested, Exert(Chosen(Chars().Opposing())).Optional()).
			If_(YouPlayedThisTurn(Chars().Others())))
}
