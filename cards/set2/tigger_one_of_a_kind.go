package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tigger - One of a Kind",
		WheneverAny("Energetic", EvPlayed, ActionsF().Yours(), Gets(StatStrength, 2, ThisCard, ThisTurn)))
}
