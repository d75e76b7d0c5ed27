package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pyros - Lava Titan",
		Whenever("Eruption", EvBanishedOther, Ready(Chosen(Chars())).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
