package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. His willpower is read as the
	// effect resolves (6.1.8), as Support reads strength (8.13.1).
	card("Zipper - Big Helper",
		Whenever("Buzzing Enthusiasm", EvQuested,
			Gets(StatStrength, 0, Chosen(Chars().Others()), ThisTurn).EqualToThis(StatWillpower).Optional()))
}
