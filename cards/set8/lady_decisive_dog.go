package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Take the Lead reads her strength with every modifier (6.6).
	card("Lady - Decisive Dog",
		WheneverAny("Pack of Her Own", EvPlayed, Chars().Yours(), Gets(StatStrength, 1, ThisCard, ThisTurn)),
		StaticOf("Take the Lead", SelfGets(StatLore, 2)).If_(ThisHas(AnyCard().StrengthAtLeast(3))))
}
