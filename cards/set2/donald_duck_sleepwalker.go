package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Sleepwalker",
		WheneverAny("Startled Awake", EvPlayed, ActionsF().Yours(), Gets(StatStrength, 2, ThisCard, ThisTurn)))
}
