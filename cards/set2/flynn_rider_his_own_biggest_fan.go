package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.3: the lore may go negative; it counts as 0.
	card("Flynn Rider - His Own Biggest Fan",
		StaticOf("One Last, Big Score", SelfGetsFor(StatLore, -1, CardsInOpponentsHands())))
}
