package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// From the hand (6.1.7), however he is banished.
	card("Duke Weaselton - Surly Crook",
		Whenever("Apprehended", EvBanished, PlayForFree(CharacterCards().CostAtMost(2)).Optional()))
}
