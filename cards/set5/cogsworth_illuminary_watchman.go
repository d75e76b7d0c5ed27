package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cogsworth - Illuminary Watchman",
		WhenPlayed("Time to Move It!", Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
