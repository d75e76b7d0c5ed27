package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The strength is the challenger's as it is declared (4.6.4): a
	// Challenger bonus applies only once it is challenging (8.5.1).
	card("Mr. Big - Shrewd Tycoon",
		StaticOf("Reputation", CantBeChallengedBy(Chars().StrengthAtLeast(2))))
}
