package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Alice - Clumsy as Can Be",
		Whenever("Accident Prone", EvQuested, PutDamage(1, Each(Chars().Others()))))
}
