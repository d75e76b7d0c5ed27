package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue. "If it's the second card" is a
	// fact of the ink event, checked as it happens (docs/rules-notes.md).
	card("Chicha - Dedicated Mother",
		WheneverYouInk("One on the Way", Draw(1).Optional()).
			During(DuringYourTurn().AndWhile(InkedNthThisTurn(2))))
}
