package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Inspirational Warrior",
		Whenever("Stirring Spirit", EvBanishedOther, PlayForFree(CharacterCards()).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
