package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Peter Pan's Dagger",
		StaticOf("", CardsGet(Chars().Yours().WithKeyword(Evasive), StatStrength, 1)))
}
