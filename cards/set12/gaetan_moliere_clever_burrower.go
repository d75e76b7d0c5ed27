package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers both parts: declined, nothing is drawn or discarded.
	card("Gaetan Moliere - Clever Burrower",
		Whenever("Unearth", EvQuested, Draw(2).Optional(), Discard(2, TgtYou).IfYouDo()))
}
