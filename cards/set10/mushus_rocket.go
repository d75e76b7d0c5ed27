package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mushu's Rocket",
		WhenPlayed("I Need Firepower", Gains(Rush, 0, Chosen(Chars()), ThisTurn)),
		Activate("Hitch a Ride", Cost{Ink: 2, BanishSelf: true}, Gains(Rush, 0, Chosen(Chars()), ThisTurn)))
}
