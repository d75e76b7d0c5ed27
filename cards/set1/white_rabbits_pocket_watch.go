package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("White Rabbit’s Pocket Watch",
		Activate("I’m Late!", Cost{Exert: true, Ink: 1}, Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
