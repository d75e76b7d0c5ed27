package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Two separate "chosen" (6.1.3): the same character may be chosen for both.
	card("The Queen - Commanding Presence",
		Whenever("Who Is the Fairest?", EvQuested,
			Gets(StatStrength, -4, Chosen(Chars().Opposing()), ThisTurn),
			Gets(StatStrength, 4, Chosen(Chars()), ThisTurn)))
}
