package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Hardheaded",
		WhenPlayed("Break", Banish(Chosen(ItemsF())).Optional()))
}
