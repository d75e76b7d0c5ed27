package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pluto - Vigilant Traveler",
		Whenever("Beware of Dog", EvQuested,
			Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)).
			If_(YouPlayedThisTurn(Chars().Others())))
}
