package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// His own play triggers it only because the text names him as well as
	// his fellow Dwarfs (OrThis, 4.3.4.1); a "whenever you play a [f]"
	// alone doesn't see its own card's play (1.6.1).
	card("Sneezy - Very Allergic",
		WheneverAny("Ah-Choo!", EvPlayed, Chars().Yours().Class("Seven Dwarfs").Others(),
			Gets(StatStrength, -1, Chosen(Chars()), ThisTurn).Optional()).OrThis())
}
