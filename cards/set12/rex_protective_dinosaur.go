package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Rex - Protective Dinosaur",
		Whenever("Run Away!", EvBanished, GainLore(1)).During(Unless(DuringYourTurn())))
}
