package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Every location, any player's, is banished at once (no choice, so
	// Ward doesn't matter, 8.15.2); then the draw and the discard.
	card("Freeze the Vine",
		OnPlay(Banish(Each(LocationsF())), Draw(2), Discard(1, TgtYou)))
}
