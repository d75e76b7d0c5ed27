package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. Effects only: a discard paid as a cost
	// still happens (docs/rules-notes.md).
	card("Kronk - Laid Back",
		StaticOf("I'm Lovin' This", YouDontDiscard()))
}
