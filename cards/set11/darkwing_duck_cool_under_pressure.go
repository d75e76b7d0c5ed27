package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. Take That!: any item, any
	// player's, during your turn (6.1.13.6); "you may pay 1 {I} to" is
	// [A] to [B] (6.1.5.1).
	card("Darkwing Duck - Cool Under Pressure",
		WheneverAny("Take That!", EvBanished, ItemsF(),
			PayInk(1).Optional(),
			Deal(2, Chosen(Chars())).IfYouDo()).
			During(DuringYourTurn()),
		StaticOf("Evildoers Beware!", SelfCanChallengeReadyOf(Chars().Class("Villain"))))
}
