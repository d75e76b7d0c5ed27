package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. 6.1.5.2: "[A] or [B]"; with an
	// empty hand only the banish can be chosen.
	card("Meeko - Skittish Scrounger",
		AtEndOfYourTurn("Bottomless Pit", OneOf(0, Discard(1, TgtYou), Banish(ThisCard))...).If_(SourceExerted()))
}
