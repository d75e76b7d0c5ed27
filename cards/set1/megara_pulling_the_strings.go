package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Megara - Pulling the Strings",
		WhenPlayed("Wonder Boy", Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)))
}
