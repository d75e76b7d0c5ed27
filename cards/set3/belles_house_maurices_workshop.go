package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Belle's House - Maurice's Workshop",
		StaticOf("Laboratory", PayLess(1, ItemsF().Yours().InHand())).If_(CharactersHere(1)))
}
