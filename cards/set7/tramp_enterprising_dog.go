package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The count of your other characters in play covers all of yours but
	// Tramp, the chosen one included (docs/rules-notes.md).
	card("Tramp - Enterprising Dog",
		PayLessForThis("Hey, Pidge", 1, YouHave(Chars().Named("Lady"), 1), Chars().Named("Tramp")),
		WhenPlayed("No Time for Wisecracks",
			Gets(StatStrength, 1, Chosen(Chars().Yours()), ThisTurn).Times(Chars().Yours().Others())))
}
