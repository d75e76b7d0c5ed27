package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Headless Horseman - Terror of Sleepy Hollow",
		WhenPlayed("Leaves No Trace", Banish(Chosen(Chars().Opposing().StrengthAtMost(2)))),
		WheneverAny("Gathering Strength", EvBanished, Chars().Opposing(),
			Gets(StatStrength, 1, Each(Chars().Yours()), ThisTurn)).During(DuringYourTurn()))
}
