package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.2: once per turn.
	card("HeiHei - Accidental Explorer",
		Whenever("Mindless Wandering", EvMoved, EachOpponentLoses(1)).Once())
}
