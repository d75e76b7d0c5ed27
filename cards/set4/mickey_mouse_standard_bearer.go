package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Standard Bearer",
		WhenPlayed("Stand Strong", Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
