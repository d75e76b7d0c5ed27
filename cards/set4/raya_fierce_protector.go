package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the damaged characters are counted as the ability resolves,
	// in the Challenge Declaration step, before the challenge's damage (4.6.5).
	card("Raya - Fierce Protector",
		Whenever("Don't Cross Me", EvChallenges,
			GainLore(1).Times(Chars().Yours().Others().IsDamaged())).WithOther(Chars()))
}
