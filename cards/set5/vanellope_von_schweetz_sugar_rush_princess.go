package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. "All opposing characters" are
	// those in play as it resolves (6.4.2.2).
	card("Vanellope von Schweetz - Sugar Rush Princess",
		WheneverAny("I Hereby Decree", EvPlayed, Chars().Yours().Others().Class("Princess"),
			Gets(StatStrength, -1, Each(Chars().Opposing()), UntilYourNext)))
}
