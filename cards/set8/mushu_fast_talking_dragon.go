package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mushu - Fast-Talking Dragon",
		Activate("Let's Get This Show on the Road", Cost{Exert: true},
			Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
