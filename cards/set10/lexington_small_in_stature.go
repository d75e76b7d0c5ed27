package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Alert comes from the catalogue.
	card("Lexington - Small in Stature",
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
