package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Liquidator - Iced Over",
		PayLessForThis("Underdog", 1, YourFirstTurnNotFirstPlayer(), Chars().Named("Liquidator")))
}
