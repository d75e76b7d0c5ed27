package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hydra - Deadly Serpent",
		Whenever("Watch the Teeth", EvDamaged, DealEventAmount(Chosen(Chars().Opposing()))).Dealt())
}
