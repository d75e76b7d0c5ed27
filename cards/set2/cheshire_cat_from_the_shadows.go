package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 and Evasive come from the catalogue.
	card("Cheshire Cat - From the Shadows",
		Activate("Wicked Smile", Cost{Exert: true}, Banish(Chosen(Chars().IsDamaged()))))
}
