package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chem Purse",
		WheneverAny("Here's the Best Part", EvPlayed, Chars().Yours(),
			Gets(StatStrength, 4, TriggerSubject, ThisTurn)).If_(UsedShift()))
}
