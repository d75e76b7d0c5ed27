package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mirabel Madrigal - Gift of the Family",
		Whenever("Saving the Miracle", EvQuested,
			Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Madrigal")), ThisTurn)))
}
