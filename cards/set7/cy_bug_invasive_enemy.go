package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cy-Bug - Invasive Enemy",
		StaticOf("Hive Mind", SelfGetsFor(StatStrength, 1, Chars().Yours().Others())))
}
