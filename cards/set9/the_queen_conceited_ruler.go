package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The discard is the [A] of "[A] to [B]" (6.1.5.1): no Princess or Queen
	// character card discarded, no card returned. The card just discarded may
	// be the one returned (docs/rules-notes.md).
	card("The Queen - Conceited Ruler",
		AtStartOfYourTurn("Royal Summons",
			DiscardA(CharacterCards().Class("Princess", "Queen")).Optional(),
			PutInHand(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))).IfYouDo()))
}
