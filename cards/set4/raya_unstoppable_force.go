package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Raya - Unstoppable Force",
		Whenever("You Gave It Your Best", EvBanishedOther, Draw(1).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
