package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card is shuffled from its owner's discard (6.1.11: the ability
	// follows it there).
	card("Pua - Potbellied Buddy",
		Whenever("Always There", EvBanished, ShuffleIntoDeck(ThisCard).Optional().Say("you may shuffle this card into your deck")))
}
