package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flotsam - Riffraff",
		StaticOf("Eerie Pair", CardsGet(Chars().Yours().Named("Jetsam"), StatStrength, 3)))
}
