package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.2: "If [condition], [effect]" on a static ability.
	card("Bronx - Ferocious Beast",
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
