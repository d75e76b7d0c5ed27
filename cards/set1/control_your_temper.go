package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Control Your Temper!", OnPlay(Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
}
