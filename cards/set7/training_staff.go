package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Training Staff",
		Activate("Precision Strike", Cost{Exert: true, Ink: 1}, Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
