package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kronk - Junior Chipmunk",
		Whenever("Scout Leader", EvBanishedOther, Deal(2, Chosen(Chars())).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
