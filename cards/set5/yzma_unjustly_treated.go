package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "one of your characters" includes Yzma herself.
	card("Yzma - Unjustly Treated",
		WheneverAny("I'm Warning You!", EvBanishedOther, Chars().Yours(),
			Deal(1, Chosen(Chars())).Optional()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
