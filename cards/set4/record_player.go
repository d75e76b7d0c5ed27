package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Record Player",
		WheneverAny("Look at This!", EvPlayed, SongCards().Yours(),
			Gets(StatStrength, -2, Chosen(Chars()), UntilYourNext)),
		StaticOf("Hit Parade", SingCostFor(Chars().Yours().Named("Stitch"), 1)))
}
