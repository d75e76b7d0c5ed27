package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Lost Prince",
		Whenever("Face the Past", EvBanishedOther, Draw(1).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
