package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The character is chosen first; the amount is decided as the damage
	// is dealt (6.2.4).
	card("Helga Sinclair - Prepared for Anything",
		Whenever("Combat Training", EvQuested,
			Choose(Chosen(Chars().Opposing())),
			Deal(1, Them(0)).When(Unless(DiscardedThisTurn(2))),
			Deal(2, Them(0)).When(DiscardedThisTurn(2))))
}
