package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: an applied effect on the characters in play as it resolves;
	// characters played later this turn don't get it. "Another character":
	// challenging a location doesn't trigger it (4.6.8).
	card("Goofy - Extreme Athlete",
		Whenever("Star Power", EvChallenges,
			Gets(StatLore, 1, Each(Chars().Yours().Others()), ThisTurn)).
			WithOther(Chars()))
}
