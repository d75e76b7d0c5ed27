package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Their next turn" is the turn of the chosen character's player.
	card("Cobra Bubbles - Dedicated Official",
		Whenever("Aura of Authority", EvQuested,
			Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext),
			MustQuestIfAble(Them(0), DuringTheirNext)))
}
