package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Minnie Mouse - Daring Defender",
		StaticOf("True Valor", SelfGetsForDamage(StatStrength, 1)))
}
