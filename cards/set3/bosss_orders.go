package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Boss's Orders", OnPlay(Gains(Support, 0, Chosen(Chars()), ThisTurn)))
}
