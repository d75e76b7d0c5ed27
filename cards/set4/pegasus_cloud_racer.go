package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Giving your characters Evasive until your next turn starts is
	// a continuous effect of a resolved effect (6.4.2.1): characters played
	// later gain it too.
	card("Pegasus - Cloud Racer",
		WhenPlayed("Hop On!",
			Gains(Evasive, 0, Each(Chars().Yours()), UntilYourNext).Continuously()).If_(UsedShift()))
}
