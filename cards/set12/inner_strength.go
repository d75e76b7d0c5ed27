package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Inner Strength",
		OnPlay(Gets(StatStrength, 1, Chosen(Chars()), ThisTurn), Draw(1)))
}
