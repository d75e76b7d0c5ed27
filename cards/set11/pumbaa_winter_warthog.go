package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pumbaa - Winter Warthog",
		WhenPlayed("Shake Things Up", Discard(1, TgtEachOpponent)))
}
