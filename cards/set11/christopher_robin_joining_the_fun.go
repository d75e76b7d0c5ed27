package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Christopher Robin - Joining the Fun",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("Christopher Robin")))
}
