package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Daisy Duck - Trendy Traveler",
		Whenever("Break Is Over", EvQuested,
			Ready(Chosen(Chars().Others())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo()).
			If_(YouPlayedThisTurn(Chars())))
}
