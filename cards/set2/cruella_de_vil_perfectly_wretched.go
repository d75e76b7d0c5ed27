package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cruella De Vil - Perfectly Wretched",
		Whenever("Oh, No You Don't", EvQuested, Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn)))
}
