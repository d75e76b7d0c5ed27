package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ice Block",
		Activate("Chilly Labor", Cost{Exert: true}, Gets(StatStrength, -1, Chosen(Chars()), ThisTurn)))
}
