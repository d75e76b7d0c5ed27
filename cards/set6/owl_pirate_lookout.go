package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Owl - Pirate Lookout",
		WheneverYouInk("Well Spotted",
			Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)).
			During(DuringYourTurn()))
}
