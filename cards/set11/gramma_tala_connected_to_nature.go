package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Every card in the inkwell counts, ready or exerted (4.3.6, 6.1.8).
	card("Gramma Tala - Connected to Nature",
		PayLessForThisForEach("Ancestors' Gift", 1, AnyCard().Yours().InZoneOf(ZoneInkwell), Chars().Named("Gramma Tala")))
}
