package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. "That card" is the banished card in
	// your discard (7.1.6); the discard follows only if it was returned
	// ("then", 6.1.5.1).
	card("The Horned King - Wicked Ruler",
		WheneverAny("Arise!", EvBanished, Chars().Yours().Others(),
			ReturnToHand(TriggerSubject).KeepsMoved().Optional().Say("you may put that card back into your hand"),
			Discard(1, TgtYou).IfYouDo()).InChallenge())
}
