package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elsa - Storm Chaser",
		Activate("Tempest", Cost{Exert: true},
			Gains(Challenger, 2, Chosen(Chars()), ThisTurn),
			Gains(Rush, 0, Them(0), ThisTurn)))
}
