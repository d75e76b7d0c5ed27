package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Training Grounds - Impossible Pillar",
		Activate("Strength of Mind", Cost{Ink: 1},
			Gets(StatStrength, 1, Chosen(Chars().AtThisLocation()), ThisTurn)))
}
