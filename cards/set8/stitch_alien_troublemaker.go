package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stitch - Alien Troublemaker",
		Whenever("I Win!", EvBanishedOther, Draw(1).Optional(), GainLore(1).IfYouDo()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
