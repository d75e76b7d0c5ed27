package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	princesses := Chars().Yours().Class("Princess")
	card("Beast - Gracious Prince",
		StaticOf("Full Dance Card",
			CardsGet(princesses, StatStrength, 1),
			CardsGet(princesses, StatWillpower, 1)))
}
