package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chip - Quick Thinker",
		WhenPlayed("I'll Handle This", Discard(1, TgtOpponent)))
}
