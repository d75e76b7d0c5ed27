package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Once during your turn" (6.1.13.2): used up once it has fully
	// resolved on your turn (6.1.1: not when the "may" was declined or
	// nothing could be returned); "that player" is the returned card's
	// player (6.1.5.1 Example C).
	card("Kuzco - Temporary Whale",
		WheneverYouInk("Don't You Say a Word",
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(2))).Optional(),
			ItsPlayerDraws(0, 1).IfYouDo()).
			During(DuringYourTurn()).Once())
}
