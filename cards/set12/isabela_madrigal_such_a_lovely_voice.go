package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 5 comes from the catalogue. Checked as it triggers and as it
	// resolves (6.2.4); damage moved off a character of yours counts as
	// removed (1.9.2.4).
	card("Isabela Madrigal - Such a Lovely Voice",
		WhenPlayed("New Motif", GainLore(1)).If_(YouRemovedDamageThisTurn(Chars().Yours())))
}
