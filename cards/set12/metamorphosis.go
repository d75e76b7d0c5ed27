package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card chosen must have Shift and a character of yours to go on
	// (8.10.1); it enters play as a shifted character does, its Shift cost
	// unpaid (6.1.7). See docs/rules-notes.md.
	card("Metamorphosis", OnPlay(ShiftForFreeFrom(ZoneDiscard)...))
}
