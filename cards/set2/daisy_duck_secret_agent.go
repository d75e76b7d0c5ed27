package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent discards in turn order (6.7.6), each choosing their own.
	card("Daisy Duck - Secret Agent",
		Whenever("Thwart", EvQuested, Discard(1, TgtEachOpponent)))
}
