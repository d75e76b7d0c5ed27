package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Facedown, not exerted: the card enters the inkwell ready (4.2.1.3).
	card("Kashekim - Wise King",
		AtEndOfYourTurn("Strength in Memory", TopCardIntoInkwell(true, false)...).If_(DiscardedThisTurn(2)))
}
