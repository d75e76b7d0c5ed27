package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Undermine",
		OnPlay(Discard(1, TgtOpponent), Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)))
}
