package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue (8.4); 6.1.8: counted continuously.
	card("Scrooge McDuck - Ghostly Ebenezer",
		StaticOf("Counting Coins", SelfGetsForCardsUnder(StatStrength, 1), SelfGetsForCardsUnder(StatWillpower, 1)))
}
