package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Aspiring Ruler",
		WhenPlayed("That's Better", Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
