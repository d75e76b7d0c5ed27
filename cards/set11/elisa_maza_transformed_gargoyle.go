package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elisa Maza - Transformed Gargoyle",
		// 6.6.4
		StaticOf("Forever Strong", CantBeReducedBelowPrinted(Chars().Yours(), StatStrength)),
		// 6.4.4.2: "If [condition], [effect]".
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
