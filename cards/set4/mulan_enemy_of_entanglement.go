package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mulan - Enemy of Entanglement",
		WheneverAny("Time to Shine", EvPlayed, ActionsF().Yours(), Gets(StatStrength, 2, ThisCard, ThisTurn)))
}
