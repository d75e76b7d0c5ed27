package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Work Together", OnPlay(Gains(Support, 0, Chosen(Chars()), ThisTurn)))
}
