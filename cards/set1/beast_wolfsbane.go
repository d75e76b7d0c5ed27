package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Wolfsbane",
		WhenPlayed("Roar", Exert(Each(Chars().Opposing().IsDamaged()))))
}
