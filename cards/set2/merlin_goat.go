package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6): played, and leaving play.
	card("Merlin - Goat",
		WhenPlayed("Here I Come!", GainLore(1)).AndWhenever(EvLeftPlay))
}
