package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maui's Place of Exile - Hidden Island",
		StaticOf("Isolated", CardsGain(Chars().AtThisLocation(), Resist, 1)))
}
