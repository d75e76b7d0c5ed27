package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Amelia - Commander of the Legacy",
		StaticOf("Driveling Galoots", CantBeChallengedBy(Chars().Class("Pirate"))),
		StaticOf("Everything Shipshape", CardsGain(Chars().Yours().Others(), Resist, 1)).If_(BeingChallenged()))
}
