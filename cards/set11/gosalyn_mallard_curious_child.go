package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gosalyn Mallard - Curious Child",
		WhenPlayed("Keen Gear", LookTop(4), MayRevealFromLook(ItemsF()), RestOnBottom()))
}
