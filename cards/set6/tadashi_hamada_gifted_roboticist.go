package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers the top card only; "then, put this card into your
	// inkwell" happens either way (docs/rules-notes.md). Both go in ready:
	// the text doesn't say exerted.
	card("Tadashi Hamada - Gifted Roboticist",
		Whenever("Someone Has to Help", EvBanished,
			append(TopCardIntoInkwell(true, false),
				ToInkwell(ThisCard, false).Say("put this card facedown into your inkwell"))...).
			During(Unless(DuringYourTurn())))
}
