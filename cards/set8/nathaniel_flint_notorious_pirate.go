package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nathaniel Flint - Notorious Pirate",
		CantPlayThisUnless("Predatory Instinct", DamagedThisTurn(Chars().Opposing())))
}
