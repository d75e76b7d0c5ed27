package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fortisphere",
		WhenPlayed("Resourceful", Draw(1).Optional()),
		Activate("Extract of Steel", Cost{Ink: 1, BanishSelf: true},
			Gains(Bodyguard, 0, Chosen(Chars().Yours()), UntilYourNext)))
}
