package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.7.1: a floating triggered ability for the rest of the turn.
	card("99 Puppies",
		OnPlay(FloatingTrigger(ThisTurn, WheneverAny("", EvQuested, Chars().Yours(), GainLore(1)))))
}
