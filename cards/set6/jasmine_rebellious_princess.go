package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Rebellious Princess",
		Whenever("You'll Never Miss It", EvQuested, EachOpponentLoses(1)))
}
