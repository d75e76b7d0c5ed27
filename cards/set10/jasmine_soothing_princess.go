package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Soothing Princess",
		Whenever("Uplifting Aura", EvQuested, RemoveUpTo(3, Each(Chars().Yours()))).If_(HasCardUnder()))
}
