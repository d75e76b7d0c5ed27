package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Jebidiah Farnsworth - Expedition Cook",
		WhenPlayed("I Got Your Four Basic Food Groups", Gains(Resist, 1, Chosen(Chars()), UntilYourNext)))
}
