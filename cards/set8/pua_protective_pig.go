package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Pua - Protective Pig",
		Whenever("Free Fruit", EvBanished, Draw(1).Optional()))
}
