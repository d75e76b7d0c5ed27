package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Steal from the Rich",
		OnPlay(FloatingTrigger(ThisTurn, WheneverAny("", EvQuested, Chars().Yours(), EachOpponentLoses(1)))))
}
