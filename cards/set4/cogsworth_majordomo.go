package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cogsworth - Majordomo",
		Whenever("As You Were!", EvQuested,
			Gets(StatStrength, -2, Chosen(Chars()), UntilYourNext).Optional()))
}
