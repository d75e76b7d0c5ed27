package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dale - Excited Friend",
		StaticOf("Look What I Found", SelfGets(StatLore, 1)).If_(YouHave(Chars().Yours().Named("Chip"), 1)))
}
