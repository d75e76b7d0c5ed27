package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. "Here" is the location she is at
	// (4.7.1: only her player's characters can be there); 6.4.2.2: the
	// characters there as it resolves.
	here := Chars().Others().AtThisLocation()
	card("Moana - Born Leader",
		Whenever("Welcome to My Boat", EvQuested,
			Ready(Each(here)).Say("ready all other characters here"),
			Cant(CantQuest, Each(here), ThisTurn).Say("they can't quest for the remainder of this turn")).
			During(AtALocation()))
}
