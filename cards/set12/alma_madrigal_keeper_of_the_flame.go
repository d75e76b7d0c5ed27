package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Alma Madrigal - Keeper of the Flame",
		WheneverYouRemoveDamage("That's Enough", Chars().Yours(),
			Exert(Chosen(Chars().Opposing())).Optional()))
}
