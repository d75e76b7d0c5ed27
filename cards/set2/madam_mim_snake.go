package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] or [B]" (6.1.5.2): with no other character of hers, she must be
	// banished.
	card("Madam Mim - Snake",
		WhenPlayed("Just You Wait", OneOf(0,
			Banish(ThisCard).Say("banish her"),
			ReturnToHand(Chosen(Chars().Yours().Others())))...))
}
