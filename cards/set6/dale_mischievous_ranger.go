package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the -3 is given only if all 3 cards went.
	card("Dale - Mischievous Ranger",
		WhenPlayed("Nuts About Pranks",
			TopIntoDiscard(3).Optional(),
			Gets(StatStrength, -3, Chosen(Chars()), UntilYourNext).IfYouDo()))
}
