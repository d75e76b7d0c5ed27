package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Eye of the Fates",
		Activate("See the Future", Cost{Exert: true}, Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
