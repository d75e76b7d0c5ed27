package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Dreadnought",
		Whenever("Now Where Were We?", EvBanishedOther, Draw(1).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
