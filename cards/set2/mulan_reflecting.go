package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue.
	card("Mulan - Reflecting",
		Whenever("Honor to the Ancestors", EvQuested,
			RevealTop(0).Optional(),
			MayPlayRevealed(0, SongCards())))
}
