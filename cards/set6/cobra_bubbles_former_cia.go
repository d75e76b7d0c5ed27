package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Cobra Bubbles - Former CIA",
		Activate("Think About What's Best", Cost{Ink: 2}, Draw(1), Discard(1, TgtYou)))
}
