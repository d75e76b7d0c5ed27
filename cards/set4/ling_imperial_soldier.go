package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ling - Imperial Soldier",
		StaticOf("Full of Spirit", CardsGet(Chars().Yours().Class("Hero"), StatStrength, 1)))
}
