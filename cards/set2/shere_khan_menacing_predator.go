package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shere Khan - Menacing Predator",
		WheneverAny("Don't Insult My Intelligence", EvChallenges, Chars().Yours(), GainLore(1)).
			WithOther(Chars())) // "another character": not a location (4.6.8)
}
