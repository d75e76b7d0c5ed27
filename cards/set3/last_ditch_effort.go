package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Last-Ditch Effort", OnPlay(
		Exert(Chosen(Chars().Opposing())),
		Gains(Challenger, 2, Chosen(Chars().Yours()), ThisTurn)))
}
