package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Jim Hawkins - Rigging Specialist",
		WhenPlayed("Battle Stations", Deal(1, Chosen(CharsOrLocations())).Optional()))
}
