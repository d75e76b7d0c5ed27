package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.7.9: the counters are on him as he enters play (not dealt, 1.9.2.2).
	card("Fa Zhou - Honorable Warrior",
		StaticOf("Battle Wound", EntersPlayWithDamage(2)))
}
