package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. "[A] or [B]" (6.1.5.2): with no
	// other character of hers, she must be banished; with only one, it may
	// be returned alone (1.7.7, docs/rules-notes.md).
	card("Madam Mim - Purple Dragon",
		WhenPlayed("I Win, I Win!", OneOf(0,
			Banish(ThisCard).Say("banish her"),
			ReturnToHand(NChosen(2, Chars().Yours().Others())))...))
}
