package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kuzco - Wanted Llama",
		Whenever("OK, Where Am I?", EvBanished, Draw(1).Optional()))
}
