package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "While being challenged" belongs to "your other characters": each of
	// them has Resist +1 while it is the one being challenged (4.6.4 to
	// 4.6.7, 8.8), whoever else is; Amelia's own challenge gives none.
	card("Captain Amelia - Commander of the Legacy",
		StaticOf("Driveling Galoots", CantBeChallengedBy(Chars().Class("Pirate"))),
		StaticOf("Everything Shipshape", CardsGain(Chars().Yours().Others().IsBeingChallenged(), Resist, 1)))
}
