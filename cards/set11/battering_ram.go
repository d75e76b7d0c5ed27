package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Battering Ram",
		Activate("Full Force", Cost{Exert: true}, Deal(1, Chosen(Chars().IsDamaged()))),
		Activate("Break Through", Cost{Exert: true, BanishSelf: true}, Banish(Chosen(LocationsF()))))
}
