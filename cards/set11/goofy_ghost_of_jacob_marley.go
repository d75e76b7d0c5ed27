package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4). The cards under him are
	// counted as he left play (6.7.7); each opponent discards that many.
	card("Goofy - Ghost of Jacob Marley",
		Whenever("Grave Outcome", EvBanished, Discard(1, TgtEachOpponent).ForEachCardUnderThis()))
}
