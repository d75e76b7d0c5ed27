package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gustav the Giant - Terror of the Kingdom",
		StaticOf("All Tied Up", EntersPlayExerted(), SelfCant(CantReadyAtStart)),
		WheneverAny("Break Free", EvBanishedOther, Chars().Yours().Others(),
			Ready(ThisCard).Optional().Say("you may ready this character")).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
