package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Faline - Playful Fawn",
		StaticOf("Precocious Friend", SelfGets(StatLore, 2)).If_(HaveCharacterWithMostOf(StatStrength)))
}
