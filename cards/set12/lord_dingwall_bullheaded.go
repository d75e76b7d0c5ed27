package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lord Dingwall - Bullheaded",
		MayEnterExertedTo("Fightin' Talk", Gains(Challenger, 3, Chosen(Chars()), ThisTurn)))
}
