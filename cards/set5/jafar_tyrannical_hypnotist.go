package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Challenger +7 comes from the catalogue. The cost is the card's
	// printed cost (a shifted character's is its top card's, 8.10.4).
	card("Jafar - Tyrannical Hypnotist",
		StaticOf("Intimidating Gaze", CardsCant(Chars().Opposing().CostAtMost(4), CantChallenge)))
}
