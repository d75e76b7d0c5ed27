package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// So Naughty: each opponent, in turn order, puts their own top card
	// into their inkwell (6.7.6; none from an empty deck, 1.2.3).
	// Stealth Mode works only from the discard (6.1.12); the card with {C}
	// is discarded from the hand, and only if one was discarded is Stitch
	// played, for free and exerted (6.1.5.1, 6.1.7).
	card("Stitch - Experiment 626",
		WhenPlayed("So Naughty", EachPlayerInksTop(1, true).For(TgtEachOpponent)),
		AtStartOfYourTurn("Stealth Mode",
			DiscardA(AnyCard().WithInkwellSymbol()).Optional(),
			PlayThisCardForFreeFrom(ZoneDiscard).IfYouDo().EntersExerted()).FromDiscard())
}
