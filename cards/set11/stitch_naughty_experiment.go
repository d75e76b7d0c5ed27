package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 8.7: Reckless granted until the start of your next turn.
	card("Stitch - Naughty Experiment",
		Activate("I Dare You!", Cost{Exert: true}, Gains(Reckless, 0, Chosen(Chars().Opposing()), UntilYourNext)))
}
