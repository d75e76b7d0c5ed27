package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gaston - Scheming Suitor",
		StaticOf("Yes, I'm Intimidating", SelfGets(StatStrength, 3)).If_(OpponentHandAtMost(0)))
}
