package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition is checked as the effect resolves, not in the cost.
	card("Airfoil",
		Activate("I Got to Be Going", Cost{Exert: true},
			Draw(1).When(YouPlayedNThisTurn(2, ActionsF()))))
}
