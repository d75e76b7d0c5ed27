package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shere Khan - Fierce and Furious",
		Activate("Wild Rage", Cost{Ink: 1, DamageSelf: 1},
			Ready(ThisCard),
			Cant(CantQuest, ThisCard, ThisTurn).Say("he can't quest for the remainder of this turn")))
}
