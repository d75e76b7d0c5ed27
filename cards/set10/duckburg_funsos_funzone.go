package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Only your characters can be here (4.7.1). Each quest makes its own
	// reduction; the next character played uses up every one waiting (4.3.6).
	card("Duckburg - Funso’s Funzone",
		WheneverAny("Where Fun Is in the Zone", EvQuested, Chars().AtThisLocation(),
			NextCostsLess(2, Chars())))
}
