package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "They" are the characters readied: the characters in play as it
	// resolves (6.4.2.2), not characters played later this turn.
	card("We've Got Company!",
		OnPlay(Ready(Each(Chars().Yours())),
			Gains(Reckless, 0, Each(Chars().Yours()), ThisTurn).Say("they gain Reckless this turn")))
}
