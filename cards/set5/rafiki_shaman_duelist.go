package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Rafiki - Shaman Duelist",
		WhenPlayed("Surprising Skill", Gains(Challenger, 4, ThisCard, ThisTurn)))
}
