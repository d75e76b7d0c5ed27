package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both effects hang on the one trigger (6.2.5): no banish, no
	// "can't quest".
	card("Scar - Vicious Cheater",
		Whenever("Daddy Isn't Here to Save You", EvBanishedOther,
			Ready(ThisCard).Optional().Say("you may ready this character"),
			Cant(CantQuest, ThisCard, ThisTurn).Say("he can't quest for the remainder of this turn")).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
