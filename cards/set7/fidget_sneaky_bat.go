package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Fidget - Sneaky Bat",
		Whenever("I Took Care of Everything", EvQuested, Gains(Evasive, 0, Chosen(Chars().Yours().Others()), UntilYourNext)))
}
