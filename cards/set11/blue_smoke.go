package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The reduction works from the hand (6.1.12, 4.3.6).
	card("Blue Smoke",
		PayLessForThis("Theatrical Entrance", 1, YouHave(Chars().Named("Darkwing Duck"), 1), ItemsF().Named("Blue Smoke")),
		Activate("Cloud of Mystery", Cost{Exert: true, Ink: 1, BanishSelf: true},
			Gains(Ward, 0, Chosen(Chars()), UntilYourNext)))
}
