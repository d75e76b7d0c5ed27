package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elsa - Trusted Sister",
		Whenever("What Do We Do Now?", EvQuested, GainLore(1)).If_(YouHave(Chars().Named("Anna"), 1)))
}
