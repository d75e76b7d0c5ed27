package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Vanish comes from the catalogue.
	card("Magic Carpet - Phantom Rug",
		StaticOf("Spectral Force", CardsGain(Chars().Yours().Others().Class("Illusion"), Challenger, 1)))
}
