package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Broom - The Big Sweeper",
		StaticOf("Clean Sweep", SelfGets(StatStrength, 2)).If_(AtALocation()))
}
