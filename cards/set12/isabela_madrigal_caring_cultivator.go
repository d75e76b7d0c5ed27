package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. One trigger for each character the
	// damage leaves, each counting the damage removed from it (6.1.8).
	card("Isabela Madrigal - Caring Cultivator",
		WheneverYouRemoveDamage("Do No Wrong", Chars().Yours(),
			GainLoreThatMany().Say("gain 1 lore per 1 damage removed")))
}
