package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue.
	card("Pete - Bad Guy",
		WheneverAny("Take That!", EvPlayed, ActionsF().Yours(), Gets(StatStrength, 2, ThisCard, ThisTurn)),
		StaticOf("Who's Next?", SelfGets(StatLore, 2)).If_(ThisHas(AnyCard().StrengthAtLeast(7))))
}
