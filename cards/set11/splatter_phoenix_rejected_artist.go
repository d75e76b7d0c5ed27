package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue (8.15); the reduction works from the
	// hand (6.1.12, 4.3.6).
	card("Splatter Phoenix - Rejected Artist",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("Splatter Phoenix")))
}
