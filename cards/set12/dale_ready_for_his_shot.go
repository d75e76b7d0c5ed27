package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Challenge damage only (4.6.6.1): damage dealt by effects and the
	// strength itself are unchanged.
	card("Dale - Ready for His Shot",
		StaticOf("Spike Suit", CardsDealChallengeDamageWithWillpower(Chars().Yours())))
}
