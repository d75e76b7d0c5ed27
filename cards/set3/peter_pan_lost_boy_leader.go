package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.2: once per turn.
	card("Peter Pan - Lost Boy Leader",
		Whenever("I Came to Listen to the Stories", EvMoved, GainLoreEqualToThatLocation()).Once())
}
