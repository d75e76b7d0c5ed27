package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Milo Thatch - Spirited Scholar",
		StaticOf("I'm Your Man!", SelfGets(StatStrength, 2)).If_(AtALocation()))
}
