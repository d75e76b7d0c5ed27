package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Accomplished Mystic",
		WhenPlayed("Enhanced Healing", MoveUpToDamageCounters(3, Chars(), Chars().Opposing())...))
}
