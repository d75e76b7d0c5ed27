package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tropical Rainforest - Jaguar Lair",
		StaticOf("Snack Time", CardsGain(Chars().Opposing().IsDamaged(), Reckless, 0)))
}
