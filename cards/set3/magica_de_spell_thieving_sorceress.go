package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magica De Spell - Thieving Sorceress",
		Activate("Telekinesis", Cost{Exert: true},
			ReturnToHand(Chosen(ItemsF().CostAtMostThis(StatStrength)))))
}
