package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Hook - Thinking a Happy Thought",
		StaticOf("Stolen Dust", CantBeChallengedBy(Chars().CostAtMost(3))))
}
