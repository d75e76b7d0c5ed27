package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the Reckless character is chosen and banished
	// first; the character chosen then must have less {S} than its last
	// known {S} (6.7.7).
	card("Divebomb",
		OnPlay(
			Banish(Chosen(Chars().Yours().WithKeyword(Reckless))),
			Banish(Chosen(Chars().LessThan(StatStrength, 0))).IfYouDo()))
}
