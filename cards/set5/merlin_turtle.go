package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6): played, and leaving play.
	card("Merlin - Turtle",
		WhenPlayed("Give Me Time to Think",
			LookTop(2),
			LookedOnTop(1).Say("put one of them on the top of your deck"),
			RestOnBottom().Say("put the other on the bottom of your deck")).AndWhenever(EvLeftPlay))
}
