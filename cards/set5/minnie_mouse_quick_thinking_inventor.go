package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Quick-Thinking Inventor",
		WhenPlayed("Cake Catapult", Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
}
