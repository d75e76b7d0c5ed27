package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cursed Merfolk - Ursula's Handiwork",
		Whenever("Poor Souls", EvChallenged, Discard(1, TgtEachOpponent)))
}
