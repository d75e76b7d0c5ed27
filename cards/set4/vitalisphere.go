package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vitalisphere",
		Activate("Extract of Ruby", Cost{Ink: 1, BanishSelf: true},
			Gains(Rush, 0, Chosen(Chars()), ThisTurn),
			Gets(StatStrength, 2, Them(0), ThisTurn)))
}
