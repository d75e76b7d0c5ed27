package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Marie - Favored Kitten",
		Whenever("I'll Show You", EvQuested, Gets(StatStrength, -2, Chosen(Chars()), ThisTurn).Optional()))
}
