package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scepter of Arendelle",
		Activate("Command", Cost{Exert: true}, Gains(Support, 0, Chosen(Chars()), ThisTurn)))
}
