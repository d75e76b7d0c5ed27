package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "One of your characters" includes Brutus himself (DamagedThisTurn
	// remembers cards that took damage and then left play).
	card("Brutus - Fearsome Crocodile",
		Whenever("Spiteful", EvBanished, GainLore(2)).
			During(DuringYourTurn()).If_(DamagedThisTurn(Chars().Yours())))
}
