package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1).
	card("Alice - Well-Read Whisper",
		Whenever("Mystical Insight", EvQuested, AllUnderIntoHand(ThisCard)))
}
