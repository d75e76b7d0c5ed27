package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Frustrated Designer",
		Activate("I've Had It!", Cost{Exert: true, Ink: 2, BanishOne: BanishOneOfYour(ItemsF()), BanishN: 2},
			Deal(5, Chosen(Chars()))))
}
