package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Counting your Bodyguard characters in play includes Mickey
	// himself (6.1.8: counted as the effect resolves).
	card("Mickey Mouse - Musketeer Captain",
		WhenPlayed("Musketeers United", Draw(1).Times(Chars().Yours().WithKeyword(Bodyguard)).Optional()).If_(UsedShift()))
}
