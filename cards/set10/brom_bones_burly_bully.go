package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Brom Bones - Burly Bully",
		Whenever("Rough and Tumble", EvChallenges, EachOpponentLoses(1)).WithOther(Chars().StrengthAtMost(2)))
}
