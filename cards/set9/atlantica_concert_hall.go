package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Atlantica - Concert Hall",
		StaticOf("Underwater Acoustics", SingCostHere(2)))
}
