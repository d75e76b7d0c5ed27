package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jeweled Collar",
		WheneverAny("Welcome Extravagance", EvChallenged, Chars().Yours(),
			TopCardIntoInkwell(true, true)...))
}
