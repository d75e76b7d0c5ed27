package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. As Four Dozen Eggs, "your other
	// characters gain Ward until the start of your next turn" is a
	// continuous effect (6.4.2.1): characters played later gain it too.
	card("Belle - Of the Ball",
		WhenPlayed("Ushered into the Party",
			Gains(Ward, 0, Each(Chars().Yours().Others()), UntilYourNext).Continuously()))
}
