package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Calhoun - Hard-Nosed Leader",
		Whenever("Loot Drop", EvBanished, GainLore(1)))
}
