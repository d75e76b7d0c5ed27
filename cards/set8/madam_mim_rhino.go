package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. "[A] or [B]" (6.1.5.2): with no
	// other character of hers, she must be banished.
	card("Madam Mim - Rhino",
		WhenPlayed("Make Way, Coming Through!", OneOf(0,
			Banish(ThisCard).Say("banish her"),
			ReturnToHand(Chosen(Chars().Yours().Others())))...))
}
