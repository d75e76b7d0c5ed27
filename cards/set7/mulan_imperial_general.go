package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: an applied effect on the other characters in play as it
	// resolves; characters played later this turn don't get it.
	card("Mulan - Imperial General",
		Whenever("Exceptional Leader", EvChallenges,
			MayChallengeReady(Each(Chars().Yours().Others()), ThisTurn)).
			WithOther(Chars()))
}
