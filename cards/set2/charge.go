package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Charge!",
		OnPlay(Gains(Challenger, 2, Chosen(Chars()), ThisTurn), Gains(Resist, 2, Them(0), ThisTurn)))
}
