package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 8.10.1: the secondary condition reads the play event (6.2.4).
	card("Bucky - Squirrel Squeak Tutor",
		WheneverAny("Squeak", EvPlayed, Chars().Yours().Class("Floodborn"), Discard(1, TgtEachOpponent)).If_(UsedShift()))
}
