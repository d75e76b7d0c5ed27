package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The granted "whenever this character is challenged" ability exists
	// only while a card is under her (6.4.1): written as a trigger that
	// lives only while that holds, checked as the challenge happens (6.2.3).
	card("Megara - Secret Keeper",
		StaticOf("I'll Be Fine", SelfGets(StatLore, 1)).If_(HasCardUnder()),
		Whenever("I'll Be Fine", EvChallenged, Discard(1, TgtEachOpponent)).During(HasCardUnder()))
}
