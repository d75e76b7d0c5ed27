package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Seldom All They Seem", OnPlay(Gets(StatStrength, -3, Chosen(Chars()), ThisTurn)))
}
