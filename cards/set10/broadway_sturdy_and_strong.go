package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Broadway - Sturdy and Strong",
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
