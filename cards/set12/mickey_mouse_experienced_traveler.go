package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Experienced Traveler",
		Whenever("Lighting the Way", EvQuested, Draw(1).Optional()).
			If_(YouPlayedThisTurn(Chars().Others())))
}
