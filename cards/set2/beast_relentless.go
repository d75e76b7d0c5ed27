package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Is damaged": damage dealt or put on it, by any means (1.9.3).
	card("Beast - Relentless",
		WheneverAny("Second Wind", EvDamaged, Chars().Opposing(), Ready(ThisCard).Optional()))
}
