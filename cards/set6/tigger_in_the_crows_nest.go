package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Tigger - In the Crow's Nest",
		WheneverAny("Swash Your Buckles", EvPlayed, ActionsF().Yours(),
			Gets(StatStrength, 1, ThisCard, ThisTurn), Gets(StatLore, 1, ThisCard, ThisTurn)))
}
