package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.7.1: a floating triggered ability for the rest of the turn.
	card("Wisdom of the Willow",
		OnPlay(FloatingTrigger(ThisTurn, WheneverAny("", EvQuested, Chars().Yours(), Draw(1).Optional()))))
}
