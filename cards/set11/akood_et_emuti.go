package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A song (5.4.4): sung or paid for, the effect is the same.
	card("Akood et Emuti", OnPlay(NextCostsLess(2, Chars()), Draw(1)))
}
