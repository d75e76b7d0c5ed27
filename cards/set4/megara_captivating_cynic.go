package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.2: "[A] or [B]"; A can't be chosen with an empty hand.
	card("Megara - Captivating Cynic",
		WhenPlayed("Shady Deal", OneOf(0, Discard(1, TgtYou), Banish(ThisCard))...))
}
