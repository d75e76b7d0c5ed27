package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Wildcat - Mechanic",
		Activate("Disassemble", Cost{Exert: true}, Banish(Chosen(ItemsF()))))
}
