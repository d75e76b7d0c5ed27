package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 1 comes from the catalogue (Song, cost 1).
	card("But I'm Much Faster", OnPlay(
		Gains(Alert, 0, Chosen(Chars()), ThisTurn),
		Gains(Challenger, 2, Them(0), ThisTurn)))
}
