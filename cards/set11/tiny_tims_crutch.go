package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tiny Tim's Crutch",
		Activate("At Your Side", Cost{Exert: true}, Gains(Support, 0, Chosen(Chars()), ThisTurn)))
}
