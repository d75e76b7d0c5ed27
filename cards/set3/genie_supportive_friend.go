package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): he is shuffled into his owner's deck, then 3
	// cards are drawn (he may be among them).
	card("Genie - Supportive Friend",
		Whenever("Three Wishes", EvQuested,
			ShuffleIntoDeck(ThisCard).Optional().Say("you may shuffle this card back into your deck"),
			Draw(3).IfYouDo().Say("if you do, draw 3 cards")))
}
