package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +1 comes from the catalogue.
	card("Gizmoduck - Suited Up",
		StaticOf("Blathering Blatherskite", SelfCanChallengeReadyDamaged()))
}
