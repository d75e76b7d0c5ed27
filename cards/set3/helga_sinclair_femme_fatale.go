package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Helga Sinclair - Femme Fatale",
		Whenever("This Changes Everything", EvQuested, Deal(3, Chosen(Chars().IsDamaged())).Optional()))
}
