package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fred - Major Science Enthusiast",
		WhenPlayed("Spitting Fire!", Banish(Chosen(ItemsF())).Optional()))
}
