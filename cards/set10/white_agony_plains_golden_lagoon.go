package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("White Agony Plains - Golden Lagoon",
		StaticOf("Pure Liquid Gold", SelfGetsFor(StatLore, 1, Chars().AtThisLocation())))
}
