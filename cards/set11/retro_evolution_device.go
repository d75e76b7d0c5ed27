package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.4.3: the character is banished as the cost is paid; its cost is
	// read from the card now in the discard (printed, 7.1.6).
	card("Retro Evolution Device",
		Activate("Turn Into Dinosaur", Cost{Exert: true, Ink: 1, BanishOne: BanishOneOfYour(Chars())},
			PlayForFree(CharacterCards().CostUpToMoreThan(PaidSlot, 2))))
}
