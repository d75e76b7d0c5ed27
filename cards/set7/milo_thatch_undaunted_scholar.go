package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Milo Thatch - Undaunted Scholar",
		WheneverAny("I'm Your Guy", EvPlayed, ActionsF().Yours(),
			Gets(StatStrength, 2, Chosen(Chars()), ThisTurn).Optional()))
}
