package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 and Support come from the catalogue.
	card("Daisy Duck - Paranormal Investigator",
		StaticOf("Strange Happenings", CardsEnterOpponentsInkwellsExerted()).If_(SourceExerted()))
}
