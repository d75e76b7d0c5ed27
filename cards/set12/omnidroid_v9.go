package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue.
	card("Omnidroid - V.9",
		WhenPlayed("Enemy Detected", Deal(2, Chosen(Chars())).Optional()).If_(UsedShift()))
}
