package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Imperial Bow",
		Activate("Within Range", Cost{Exert: true, Ink: 1},
			Gains(Challenger, 2, Chosen(Chars().Class("Hero")), ThisTurn),
			Gains(Evasive, 0, Them(0), ThisTurn)))
}
