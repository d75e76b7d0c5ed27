package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Sword of Hercules",
		WhenPlayed("Mighty Hit", Banish(Chosen(Chars().Opposing().Class("Deity")))),
		WheneverAny("Hand-to-Hand", EvBanishedOther, Chars().Yours(), GainLore(1)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
