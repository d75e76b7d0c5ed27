package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("He's a Tramp",
		OnPlay(Gets(StatStrength, 1, Chosen(Chars()), ThisTurn).Times(Chars().Yours())))
}
