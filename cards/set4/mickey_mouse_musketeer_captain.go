package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "for each character with Bodyguard you have in play" counts Mickey
	// himself (6.1.8: counted as the effect resolves).
	card("Mickey Mouse - Musketeer Captain",
		WhenPlayed("Musketeers United", Draw(1).Times(Chars().Yours().WithKeyword(Bodyguard)).Optional()).If_(UsedShift()))
}
