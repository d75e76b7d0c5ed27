package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Legend of the Sword in the Stone", OnPlay(Gains(Challenger, 3, Chosen(Chars()), ThisTurn)))
}
