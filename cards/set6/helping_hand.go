package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Helping Hand", OnPlay(Gains(Support, 0, Chosen(Chars()), ThisTurn), Draw(1)))
}
