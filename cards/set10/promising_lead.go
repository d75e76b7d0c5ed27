package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Promising Lead", OnPlay(
		Gets(StatLore, 1, Chosen(Chars()), ThisTurn),
		Gains(Support, 0, Them(0), ThisTurn)))
}
