package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Tiny Tactician",
		Activate("Battle Plans", Cost{Exert: true}, Draw(1), Discard(1, TgtYou)))
}
