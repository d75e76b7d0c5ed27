package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Triton - Discerning King",
		Activate("Consign to the Depths", Cost{Exert: true, BanishOne: BanishOneOfYour(ItemsF())},
			GainLore(3)))
}
