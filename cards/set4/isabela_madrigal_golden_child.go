package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Leave It to Me is a continuous effect of a resolved effect (6.4.2.1):
	// her other characters played later this turn can't quest either.
	card("Isabela Madrigal - Golden Child",
		StaticOf("Ladies First", SelfGets(StatLore, 3)).
			If_(DuringYourTurn().AndWhile(Unless(QuestedThisTurn(Chars().Others())))),
		Whenever("Leave It to Me", EvQuested,
			Cant(CantQuest, Each(Chars().Yours().Others()), ThisTurn).Continuously()))
}
