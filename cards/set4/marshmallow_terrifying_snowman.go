package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Marshmallow - Terrifying Snowman",
		StaticOf("Behemoth", SelfGetsFor(StatStrength, 1, CardsInYourHand())))
}
