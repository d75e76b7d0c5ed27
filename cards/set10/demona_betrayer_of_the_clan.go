package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Challenger +2 comes from the catalogue. "Can't ready" stops every
	// readying, the Ready step's and effects' (1.7.4), while the controller
	// has 3 or more cards in hand (6.4.3).
	card("Demona - Betrayer of the Clan",
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(Unless(HandAtMost(2))))
}
