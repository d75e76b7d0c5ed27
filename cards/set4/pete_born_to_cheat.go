package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "While he has 5 {S} or more" is when the quest can trigger it: his
	// strength with every modifier as he quests (6.6).
	card("Pete - Born to Cheat",
		Whenever("I Clobber You!", EvQuested,
			ReturnToHand(Chosen(Chars().StrengthAtMost(2)))).During(ThisHas(AnyCard().StrengthAtLeast(5))))
}
