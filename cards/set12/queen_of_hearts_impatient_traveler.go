package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Queen of Hearts - Impatient Traveler",
		Whenever("Royal Command", EvQuested, Gains(Rush, 0, Chosen(Chars()), ThisTurn)).
			If_(YouPlayedThisTurn(Chars().Others())))
}
