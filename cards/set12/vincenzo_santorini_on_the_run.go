package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vincenzo Santorini - On the Run",
		StaticOf("Neutralize", CardsCant(ItemsF().Opposing(), CantReadyAtStart)))
}
