package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "They" is the chosen character, even if the damage banished it (then
	// nothing more happens to it).
	card("Break Free", OnPlay(
		Deal(1, Chosen(Chars().Yours())),
		Gains(Rush, 0, Them(0), ThisTurn),
		Gets(StatStrength, 1, Them(0), ThisTurn)))
}
