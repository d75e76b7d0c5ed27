package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Heroic Outlaw",
		Whenever("Daring Exploit", EvBanishedOther, GainLore(2), EachOpponentLoses(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
