package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kakamora - Menacing Sailor",
		WhenPlayed("Plunder", EachOpponentLoses(1)))
}
