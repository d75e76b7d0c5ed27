package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gaston - Arrogant Showoff",
		WhenPlayed("Break Apart",
			Banish(Chosen(ItemsF().Yours())).Optional().Say("you may banish an item of yours"),
			Gets(StatStrength, 2, Chosen(Chars()), ThisTurn).IfYouDo()))
}
