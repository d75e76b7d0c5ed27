package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Practical Traveler",
		Whenever("Discerning Eye", EvQuested, GainLore(1)).If_(YouPlayedThisTurn(Chars().Others())))
}
