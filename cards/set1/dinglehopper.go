package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dinglehopper",
		Activate("Straighten Hair", Cost{Exert: true}, RemoveUpTo(1, Chosen(Chars()))))
}
