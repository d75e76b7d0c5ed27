package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle - Untrained Mystic",
		WhenPlayed("Here Now, Don't Do That", MoveUpToDamageCounters(1, Chars(), Chars().Opposing())...))
}
