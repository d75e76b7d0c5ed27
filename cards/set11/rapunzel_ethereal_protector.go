package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1); the "if" is checked as the
	// trigger happens and as it resolves (6.2.4).
	card("Rapunzel - Ethereal Protector",
		Whenever("Clonk!", EvQuested,
			Cant(CantChallenge, Chosen(Chars().Opposing()), UntilYourNext)).
			If_(HasCardUnder()))
}
