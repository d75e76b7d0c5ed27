package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another character": one played this turn other than her (6.1.6).
	card("Ariel - Curious Traveler",
		Whenever("Familiar Ground", EvQuested,
			Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext),
			MustQuestIfAble(Them(0), DuringTheirNext)).
			If_(YouPlayedThisTurn(Chars().Others())))
}
