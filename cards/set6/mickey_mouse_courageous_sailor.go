package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Courageous Sailor",
		StaticOf("Solid Ground", SelfGets(StatStrength, 2)).If_(AtALocation()))
}
