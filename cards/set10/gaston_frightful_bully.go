package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gaston - Frightful Bully",
		Whenever("Top That!", EvQuested,
			Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext),
			MustQuestIfAble(Them(0), DuringTheirNext)).
			If_(HasCardUnder()))
}
