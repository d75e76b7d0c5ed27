package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.2, 6.1.13.6: a payment modifier of a static ability that is
	// used up by the first character played during your turn while she is
	// in play (docs/rules-notes.md).
	card("Grandmother Willow - Ancient Advisor",
		StaticOf("Smooth the Way", PayLess(1, Chars().Yours().InHand())).If_(DuringYourTurn()).Once())
}
