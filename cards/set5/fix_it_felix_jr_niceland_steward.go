package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Fix-It Felix, Jr. - Niceland Steward",
		StaticOf("Building Together", CardsGet(LocationsF().Yours(), StatWillpower, 2)))
}
