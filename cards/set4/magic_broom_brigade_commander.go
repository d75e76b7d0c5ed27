package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Broom - Brigade Commander",
		StaticOf("Army of Brooms", SelfGetsFor(StatStrength, 2, Chars().Yours().Others().Named("Magic Broom"))))
}
