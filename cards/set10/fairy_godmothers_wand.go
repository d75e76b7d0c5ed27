package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any card put into your inkwell during your turn, by the turn action or
	// by an effect (4.2.3.2), triggers it.
	card("Fairy Godmother's Wand",
		WheneverYouInk("Only Till Midnight",
			Gains(Ward, 0, Chosen(Chars().Yours().Class("Princess")), UntilYourNext)).
			During(DuringYourTurn()))
}
