package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Mirror Seeker",
		Whenever("Calculating and Vain", EvQuested,
			LookTop(3).Optional(), RestOnTop()))
}
