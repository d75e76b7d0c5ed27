package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Camilo Madrigal - Prankster",
		AtStartOfYourTurn("Many Forms", MayOneOf(0,
			Gets(StatLore, 1, ThisCard, ThisTurn),
			Gains(Challenger, 2, ThisCard, ThisTurn))...))
}
