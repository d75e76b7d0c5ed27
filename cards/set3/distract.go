package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Distract",
		OnPlay(Gets(StatStrength, -2, Chosen(Chars()), ThisTurn), Draw(1)))
}
