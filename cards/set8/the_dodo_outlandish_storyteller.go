package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Dodo - Outlandish Storyteller",
		StaticOf("Extraordinary Situation", SelfGetsForDamage(StatStrength, 1)))
}
