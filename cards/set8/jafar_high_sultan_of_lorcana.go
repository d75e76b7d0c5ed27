package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The optional draw followed by a discard of your choice: the "may" covers
	// both (6.1.4); declined, nothing is discarded. The discarded card (slot
	// 0) is played from the discard for free if it is an Illusion character
	// card and its player wants to (6.1.7).
	card("Jafar - High Sultan of Lorcana",
		Whenever("Dark Power", EvQuested,
			Draw(1).Optional(),
			Discard(1, TgtYou).KeepsDiscarded().IfYouDo().Say("choose and discard a card"),
			MayPlayDiscardedForFree(0, CharacterCards().Class("Illusion"))))
}
