package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Baloo - von Bruinwald XIII",
		Whenever("Let's Make Like a Tree", EvBanished, GainLore(2)))
}
