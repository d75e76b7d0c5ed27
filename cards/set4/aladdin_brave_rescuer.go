package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Brave Rescuer",
		Whenever("Crashing Through", EvQuested, Banish(Chosen(ItemsF())).Optional()))
}
