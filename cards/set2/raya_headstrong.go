package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// As Scar - Vicious Cheater: both effects hang on the one trigger (6.2.5).
	card("Raya - Headstrong",
		Whenever("Note to Self, Don't Die", EvBanishedOther,
			Ready(ThisCard).Optional().Say("you may ready this character"),
			Cant(CantQuest, ThisCard, ThisTurn).Say("she can't quest for the remainder of this turn")).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
