package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Thebes - The Big Olive",
		WheneverAny("If You Can Make It Here...", EvBanishedOther, Chars().AtThisLocation(), GainLore(2)).
			InChallenge().During(DuringYourTurn()))
}
