package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sneezy - Noisy Knight",
		WhenPlayed("Headwind", Gains(Challenger, 2, Chosen(Chars().Class("Knight")), ThisTurn)))
}
