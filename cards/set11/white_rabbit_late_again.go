package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("White Rabbit - Late Again",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("White Rabbit")))
}
