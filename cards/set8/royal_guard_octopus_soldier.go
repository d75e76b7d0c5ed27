package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each card drawn grants Challenger +1 again: the grants add up (8.1.2).
	card("Royal Guard - Octopus Soldier",
		WheneverYouDraw("Heavily Armed", Gains(Challenger, 1, ThisCard, ThisTurn)))
}
