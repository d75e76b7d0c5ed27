package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The optional 1 {I} payment for a draw (6.1.5.1): paying is the draw's cost.
	card("Captain Hook's Rapier",
		WheneverAny("Get Those Scurvy Brats!", EvBanishedOther, Chars().Yours(),
			PayInk(1).Optional(), Draw(1).IfYouDo()).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()),
		StaticOf("Let's Have at It!", CardsGain(Chars().Yours().Named("Captain Hook"), Challenger, 1)))
}
