package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Triggering on play and again on each quest: one story name,
	// two triggers.
	reckless := func() Step { return Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext) }
	card("John Silver - Alien Pirate",
		WhenPlayed("Pick Your Fights", reckless()),
		Whenever("Pick Your Fights", EvQuested, reckless()))
}
