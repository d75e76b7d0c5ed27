package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 and Evasive come from the catalogue.
	card("Go Go Tomago - Cutting Edge",
		WhenPlayed("Zero Resistance", ToInkwell(Chosen(Chars()), true).Optional()).If_(UsedShift()))
}
