package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Detective's Badge",
		Activate("Protect and Serve", Cost{Exert: true, Ink: 1},
			Gains(Resist, 1, Chosen(Chars()), UntilYourNext),
			GainsClass("Detective", Them(0), UntilYourNext)))
}
