package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Rightful Heir",
		Whenever("I Know What I Have to Do", EvBanishedOther, GainLore(1)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
