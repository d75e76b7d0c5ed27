package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cinderella - Melody Weaver",
		Whenever("Beautiful Voice", EvSang,
			Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Princess")), ThisTurn)))
}
