package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scrooge McDuck - Richest Duck in the World",
		StaticOf("I'm Going Home!", SelfGains(Evasive, 0)).If_(DuringYourTurn()),
		Whenever("I Didn't Get Rich by Being Stupid", EvBanishedOther, PlayForFree(ItemsF()).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
