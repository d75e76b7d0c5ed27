package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card(`Jetsam - Ursula's "Baby"`,
		StaticOf("Ominous Pair", CardsGain(Chars().Yours().Named("Flotsam"), Challenger, 2)))
}
