package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Imperial Proclamation",
		WheneverAny("Call to the Front", EvChallenges, Chars().Yours(),
			NextCostsLess(1, Chars())).WithOther(Chars()))
}
