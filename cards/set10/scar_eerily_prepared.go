package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue; any card put under him (Boost or an
	// effect, 8.4.1) triggers it.
	card("Scar - Eerily Prepared",
		Whenever("Survival of the Fittest", EvPutUnder,
			Gets(StatStrength, -5, Chosen(Chars().Opposing()), ThisTurn)))
}
