package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dodge!", OnPlay(
		Gains(Ward, 0, Chosen(Chars()), UntilYourNext),
		Gains(Evasive, 0, Them(0), UntilYourNext)))
}
