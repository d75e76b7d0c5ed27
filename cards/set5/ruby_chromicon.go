package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ruby Chromicon",
		Activate("Ruby Light", Cost{Exert: true}, Gets(StatStrength, 1, Chosen(Chars()), ThisTurn)))
}
