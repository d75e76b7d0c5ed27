package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Duck for Cover!",
		OnPlay(Gains(Resist, 1, Chosen(Chars()), ThisTurn), Gains(Evasive, 0, Them(0), ThisTurn)))
}
