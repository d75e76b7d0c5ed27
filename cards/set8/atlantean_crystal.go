package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Atlantean Crystal",
		Activate("Shielding Light", Cost{Exert: true, Ink: 2},
			Gains(Resist, 2, Chosen(Chars()), UntilYourNext),
			Gains(Support, 0, Them(0), UntilYourNext)))
}
