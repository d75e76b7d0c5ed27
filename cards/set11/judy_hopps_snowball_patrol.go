package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +1 comes from the catalogue (8.8); the reduction works from
	// the hand (6.1.12, 4.3.6).
	card("Judy Hopps - Snowball Patrol",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("Judy Hopps")))
}
