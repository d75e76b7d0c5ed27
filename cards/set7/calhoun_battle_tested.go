package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Calhoun - Battle-Tested",
		WhenPlayed("Tactical Advantage", Discard(1, TgtYou).Optional(),
			Gets(StatStrength, -3, Chosen(Chars().Opposing()), UntilYourNext).IfYouDo()))
}
