package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4); 6.1.8: counted continuously.
	card("Scrooge's Counting House - Ebenezer's Office",
		StaticOf("Good Business", SelfGetsForCardsUnder(StatWillpower, 1), SelfGetsForCardsUnder(StatLore, 1)))
}
