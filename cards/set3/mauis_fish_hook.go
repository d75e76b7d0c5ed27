package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maui's Fish Hook",
		// 6.1.7.1: for free, but the {E} is still paid.
		StaticOf("It's Maui Time!", UseThisForFree()).If_(YouHave(Chars().Named("Maui"), 1)),
		Activate("Shapeshift", Cost{Exert: true, Ink: 2}, OneOf(0,
			Gains(Evasive, 0, Chosen(Chars()), UntilYourNext),
			Gets(StatStrength, 3, Chosen(Chars()), ThisTurn))...))
}
