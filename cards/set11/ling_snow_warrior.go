package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ling - Snow Warrior",
		Activate("Building Muscles", Cost{Ink: 1}, Gets(StatStrength, 1, Chosen(Chars()), ThisTurn)))
}
