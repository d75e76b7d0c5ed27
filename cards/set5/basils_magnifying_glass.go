package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Basil's Magnifying Glass",
		Activate("Find What's Hidden", Cost{Exert: true, Ink: 2},
			LookTop(3), MayRevealFromLook(ItemsF()), RestOnBottom()))
}
