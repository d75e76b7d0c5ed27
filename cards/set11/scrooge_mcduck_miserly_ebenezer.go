package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any card put into your inkwell during your turn, by the turn action
	// (4.2) or an effect (4.2.3.2).
	card("Scrooge McDuck - Miserly Ebenezer",
		WheneverYouInk("Bah, Humbug", Gets(StatStrength, -1, Chosen(Chars()), ThisTurn)).
			During(DuringYourTurn()))
}
