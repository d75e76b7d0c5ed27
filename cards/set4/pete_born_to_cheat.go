package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The 5-or-more {S} condition decides whether the quest triggers it: his
	// strength with every modifier as he quests (6.6).
	card("Pete - Born to Cheat",
		Whenever("I Clobber You!", EvQuested,
			ReturnToHand(Chosen(Chars().StrengthAtMost(2)))).During(ThisHas(AnyCard().StrengthAtLeast(5))))
}
