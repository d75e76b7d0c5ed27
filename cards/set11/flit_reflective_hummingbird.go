package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flit - Reflective Hummingbird",
		WhenPlayed("Look Out!", MoveUpToDamageCounters(1, Chars(), Chars().Opposing())...))
}
