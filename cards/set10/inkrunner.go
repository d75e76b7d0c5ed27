package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Inkrunner",
		WhenPlayed("Preflight Check", Draw(1)),
		Activate("Ready to Ride", Cost{Exert: true, Ink: 1}, Gains(Alert, 0, Chosen(Chars()), ThisTurn)))
}
