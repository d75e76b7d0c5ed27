package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Challenges another character": not a location (4.6.8).
	card("Minnie Mouse - Dazzling Dancer",
		WheneverAny("Dance-Off", EvChallenges, Chars().Yours().Named("Mickey Mouse"), GainLore(1)).
			OrThis().WithOther(Chars()))
}
