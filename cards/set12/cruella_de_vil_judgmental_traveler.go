package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cruella De Vil - Judgmental Traveler",
		Whenever("You're Out of Fashion", EvQuested, Banish(Chosen(Chars().IsDamaged())).Optional()).
			If_(YouPlayedThisTurn(Chars().Others())))
}
