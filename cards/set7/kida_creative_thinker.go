package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. The inkwell is named first, so its card
	// is the one chosen (the other goes on the top); with one card in the
	// deck it goes into the inkwell (docs/rules-notes.md).
	card("Kida - Creative Thinker",
		Activate("Key to the Puzzle", Cost{Exert: true},
			LookTop(2), LookedIntoInkwell(1, true), RestOnTop().Say("put the other on the top of your deck")))
}
