package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1); any card put under him by
	// his player triggers it (5.1.1.7).
	card("Jiminy Cricket - Ghost of Christmas Past",
		Whenever("Look Into Your Past", EvPutUnder,
			ToInkwell(Chosen(AnyCard().Yours().InZoneOf(ZoneDiscard)), true).Optional()))
}
