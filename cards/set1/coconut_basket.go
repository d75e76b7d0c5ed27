package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Coconut Basket",
		WheneverAny("Consider the Coconut", EvPlayed, Chars().Yours(),
			RemoveUpTo(2, Chosen(Chars())).Optional()))
}
