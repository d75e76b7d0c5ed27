package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue.
	card("Queen of Hearts - Sensing Weakness",
		WheneverAny("Let the Game Begin", EvChallenges, Chars().Yours(), Draw(1).Optional()).
			WithOther(Chars())) // "another character": not a location (4.6.8)
}
