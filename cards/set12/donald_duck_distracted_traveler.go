package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Distracted Traveler",
		Whenever("Burning Curiosity", EvQuested, Discard(1, TgtEachOpponent)).
			If_(YouPlayedThisTurn(Chars().Others())))
}
