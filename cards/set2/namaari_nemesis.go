package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Namaari - Nemesis",
		Activate("This Shouldn't Take Long", Cost{Exert: true, BanishSelf: true}, Banish(Chosen(Chars()))))
}
