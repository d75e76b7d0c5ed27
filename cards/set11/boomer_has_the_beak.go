package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Boomer - Has the Beak",
		WhenPlayed("Spotted Him!", Exert(Chosen(Chars().IsDamaged())).Optional()))
}
