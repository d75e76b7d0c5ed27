package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Restoring the Crown",
		OnPlay(Exert(Each(Chars().Opposing())),
			FloatingTrigger(ThisTurn, WheneverAny("", EvBanishedOther, Chars().Yours(), GainLore(2)).InChallenge().WithOther(Chars()))))
}
