package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.4: the "may" is only the first sentence's; "he can't quest or
	// challenge for the rest of this turn" applies whether or not he was
	// readied. "Once during your turn" (6.1.13.2).
	card("Mr. Litwak - Arcade Owner",
		WheneverAny("The Gang's All Here", EvPlayed, Chars().Yours().Others(),
			Ready(ThisCard).Optional(),
			Cant(CantQuest|CantChallenge, ThisCard, ThisTurn)).
			Once().During(DuringYourTurn()))
}
