package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alice - Savvy Sailor",
		Whenever("Ahoy!", EvQuested,
			Gets(StatLore, 1, Chosen(Chars().Yours().Others()), UntilYourNext),
			Gains(Ward, 0, Them(0), UntilYourNext)))
}
