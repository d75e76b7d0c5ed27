package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Banishing the played character as your turn ends is a delayed trigger about the
	// character played (6.2.7.2); the ability is used during your turn only.
	card("Mystical Inkcaster",
		Activate("Special Summons", Cost{Exert: true, Ink: 3},
			PlayForFree(CharacterCards().CostAtMost(5)),
			Gains(Rush, 0, Them(0), Permanent),
			DelayedTrigger(0, AtEndOfYourTurn("", Banish(Them(0))))))
}
