package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the characters in play as it resolves; one played later is
	// not affected.
	card("Lost in the Woods", OnPlay(Gets(StatStrength, -2, Each(Chars().Opposing()), UntilYourNext)))
}
