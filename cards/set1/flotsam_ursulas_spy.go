package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flotsam - Ursula’s Spy",
		StaticOf("Dexterous Lunge", CardsGain(Chars().Yours().Named("Jetsam"), Rush, 0)))
}
