package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Training Dummy",
		Activate("Handle with Care", Cost{Exert: true, Ink: 2}, Gains(Bodyguard, 0, Chosen(Chars()), UntilYourNext)))
}
