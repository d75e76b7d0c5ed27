package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cut to the Chase", OnPlay(Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
