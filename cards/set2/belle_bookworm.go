package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Bookworm",
		StaticOf("Use Your Imagination", SelfGets(StatLore, 2)).If_(OpponentHandAtMost(0)))
}
