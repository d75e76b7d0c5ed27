package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Daisy Duck - Musketeer Spy",
		WhenPlayed("Infiltration", Discard(1, TgtEachOpponent)))
}
