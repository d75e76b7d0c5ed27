package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aurora - Briar Rose",
		WhenPlayed("Disarming Beauty", Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
}
