package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rajah - Royal Protector",
		StaticOf("Steady Gaze", CantBeChallengedBy(Chars().CostAtMost(4))).If_(HandAtMost(0)))
}
