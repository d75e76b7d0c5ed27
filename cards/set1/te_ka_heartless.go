package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Te Kā - Heartless",
		Whenever("Seek the Heart", EvBanishedOther, GainLore(2)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
