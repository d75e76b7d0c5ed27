package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Galactic Communicator",
		Activate("Resource Allocation", Cost{Ink: 1, BanishSelf: true},
			ReturnToHand(Chosen(Chars().StrengthAtMost(2)))))
}
