package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("MegaBot",
		StaticOf("Happy Face", EntersPlayExerted()),
		Activate("Destroy!", Cost{Exert: true, BanishSelf: true},
			OneOf(0, Banish(Chosen(ItemsF())), Banish(Chosen(Chars().IsDamaged())))...))
}
