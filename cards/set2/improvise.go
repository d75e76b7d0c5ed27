package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Improvise", OnPlay(Gets(StatStrength, 1, Chosen(Chars()), ThisTurn), Draw(1)))
}
