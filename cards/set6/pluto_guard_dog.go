package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Pluto - Guard Dog",
		StaticOf("Good Boy", SelfGets(StatStrength, 4)).If_(Unless(HasDamageAtLeast(1))))
}
