package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: an applied effect; characters played later do not get it.
	card("Mulan - Imperial Soldier",
		Whenever("Lead by Example", EvBanishedOther,
			Gets(StatLore, 1, Each(Chars().Yours().Others()), ThisTurn).Say("your other characters get +1 lore this turn")).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
