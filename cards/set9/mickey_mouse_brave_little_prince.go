package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive and Shift come from the catalogue.
	card("Mickey Mouse - Brave Little Prince",
		StaticOf("Crowning Achievement",
			SelfGets(StatStrength, 3), SelfGets(StatWillpower, 3), SelfGets(StatLore, 3)).
			If_(HasCardUnder()))
}
