package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// With no damage on him, nothing moves; the target is still chosen
	// (1.7.7).
	card("Nero - Fearsome Crocodile",
		Activate("And Mean", Cost{Exert: true}, MoveDamageFromThis(1, Chars().Opposing()).
			Say("move 1 damage counter from this character to a chosen opposing character")))
}
