package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the characters in play as it resolves get the bonus.
	card("Donald Duck - Buccaneer",
		Whenever("Boarding Party", EvBanishedOther,
			Gets(StatLore, 1, Each(Chars().Yours().Others()), ThisTurn)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
