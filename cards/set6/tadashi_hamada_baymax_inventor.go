package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tadashi Hamada - Baymax Inventor",
		StaticOf("Let's Get Back to Work",
			SelfGetsFor(StatStrength, 1, ItemsF().Yours()),
			SelfGetsFor(StatWillpower, 1, ItemsF().Yours())))
}
