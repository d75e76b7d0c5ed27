package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Last Cannon",
		Activate("Arm Yourself", Cost{Ink: 1, BanishSelf: true}, Gains(Challenger, 3, Chosen(Chars()), ThisTurn)))
}
