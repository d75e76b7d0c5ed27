package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue (8.4.1); counted continuously (6.1.8).
	card("Genie - Magical Researcher", StaticOf("Increasing Wisdom", SelfGetsForCardsUnder(StatLore, 1)))
}
