package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hidden Trap",
		StaticOf("Almost Ready", EntersPlayExerted()),
		Activate("Snap!", Cost{Exert: true, BanishSelf: true},
			OneOf(0,
				Banish(Chosen(ItemsF())),
				Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn))...))
}
