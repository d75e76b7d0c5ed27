package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Wounded",
		StaticOf("That Hurts!", EntersPlayWithDamage(4)))
}
