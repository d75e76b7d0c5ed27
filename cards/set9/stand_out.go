package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stand Out",
		OnPlay(
			Gets(StatStrength, 3, Chosen(Chars()), UntilYourNext),
			Gains(Evasive, 0, Them(0), UntilYourNext)))
}
