package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. "Another character": any player's,
	// not this one (6.1.6).
	card("Mrs. Incredible - Determined Rescuer",
		StaticOf("Pull Back", CardsGain(Chars().Yours(), Resist, 1)),
		WheneverAny("Regroup", EvBanished, Chars().Others(),
			Ready(Chosen(Chars().Class("Super"))).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo()).InChallenge().During(DuringYourTurn()))
}
