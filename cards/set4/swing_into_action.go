package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Swing into Action", OnPlay(Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
