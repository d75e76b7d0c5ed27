package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kaa - Hypnotizing Python",
		Whenever("Look Me in the Eye", EvQuested,
			Gets(StatStrength, -2, Chosen(Chars().Opposing()), UntilYourNext),
			Gains(Reckless, 0, Them(0), UntilYourNext)))
}
