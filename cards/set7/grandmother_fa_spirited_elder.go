package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grandmother Fa - Spirited Elder",
		Whenever("I've Got All the Luck We'll Need", EvQuested,
			Gets(StatStrength, 2, Chosen(Chars().Yours()), ThisTurn).Optional()))
}
