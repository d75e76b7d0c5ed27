package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jetsam - Ursula’s Spy",
		StaticOf("Sinister Slither", CardsGain(Chars().Yours().Named("Flotsam"), Evasive, 0)))
}
