package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The trigger covers Sneezy himself and your other Seven Dwarfs: he is one of
	// the Seven Dwarfs, so any of your Seven Dwarfs played triggers it.
	card("Sneezy - Very Allergic",
		WheneverAny("Ah-Choo!", EvPlayed, Chars().Yours().Class("Seven Dwarfs"),
			Gets(StatStrength, -1, Chosen(Chars()), ThisTurn).Optional()))
}
