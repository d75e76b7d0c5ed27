package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Zipper - Astute Decoy",
		WheneverYouInk("Run Interference",
			Gains(Resist, 1, Chosen(Chars().Others()), UntilYourNext)).During(DuringYourTurn()))
}
