package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grumpy - Bad-Tempered",
		StaticOf("There's Trouble A-Brewin'", CardsGet(Chars().Yours().Others().Class("Seven Dwarfs"), StatStrength, 1)))
}
