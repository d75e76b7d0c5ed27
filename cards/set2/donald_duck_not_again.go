package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Donald Duck - Not Again!",
		StaticOf("Phooey!", SelfGetsForDamage(StatLore, 1)))
}
