package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. As the song Gruesome and Grim:
	// banishing the played character when the turn ends is a delayed trigger about the
	// character played (6.2.7.2), in this turn's End-of-Turn Phase (3.4.1.1).
	card("Madam Mim - Rival of Merlin",
		Activate("Gruesome and Grim", Cost{Exert: true},
			PlayForFree(CharacterCards().CostAtMost(4)),
			Gains(Rush, 0, Them(0), Permanent),
			DelayedTrigger(0, AtEndOfTheTurn("", Banish(Them(0))))))
}
