package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maid Marian - Delightful Dreamer",
		WhenPlayed("Highborn Lady", Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
}
