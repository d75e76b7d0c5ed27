package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward on Jetsam herself comes from the catalogue.
	card("Jetsam - Riffraff",
		StaticOf("Eerie Pair", CardsGain(Chars().Yours().Named("Flotsam"), Ward, 0)))
}
