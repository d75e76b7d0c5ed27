package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Diviner",
		Activate("Consult the Spellbook", Cost{Exert: true},
			LookTop(4),
			MayRevealFromLook(ItemsF()),
			MayPlayTakenInsteadExerted(0, ItemsF().CostAtMost(3)),
			RestOnBottom()))
}
