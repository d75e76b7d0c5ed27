package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maui - Whale",
		StaticOf("This Mission Is Cursed", SelfCant(CantReadyAtStart)),
		Activate("I Got Your Back", Cost{Ink: 2},
			Ready(ThisCard), Cant(CantQuest, ThisCard, ThisTurn).Say("he can't quest for the remainder of this turn")))
}
