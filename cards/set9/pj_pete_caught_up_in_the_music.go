package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("P.J. Pete - Caught Up in the Music",
		WheneverAny("Shout Out Loud!", EvPlayed, SongCards().Yours(),
			Gets(StatStrength, 2, ThisCard, ThisTurn)))
}
