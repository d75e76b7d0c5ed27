package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. One "may", then as many cards as
	// characters of yours in play as it resolves (6.1.8).
	card("Bruno Madrigal - Singing Seer",
		Whenever("Bright Future", EvSang, Draw(1).Times(Chars().Yours()).Optional()))
}
