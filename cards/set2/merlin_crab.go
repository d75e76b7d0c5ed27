package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6): played, and leaving play by
	// any means (banished, returned, put into the inkwell or the deck).
	card("Merlin - Crab",
		WhenPlayed("Ready or Not!", Gains(Challenger, 3, Chosen(Chars()), ThisTurn)).AndWhenever(EvLeftPlay))
}
