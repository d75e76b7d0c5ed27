package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4, 6.7.7: whether an exerted character was at the location is
	// read from its last known state, as it was banished.
	card("The Frozen Vine - Monstrous Plant",
		Whenever("Persistent Problem", EvBanished, ReturnToHand(ThisCard).Say("put this card back into your hand from your discard")).
			If_(HadExertedCharacterHere()))
}
