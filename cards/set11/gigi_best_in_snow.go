package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Alert comes from the catalogue.
	card("Gigi - Best in Snow",
		StaticOf("So Pretty", SelfGets(StatStrength, 2)).If_(ThisHas(AnyCard().IsUndamaged())))
}
