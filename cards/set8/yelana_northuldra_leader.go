package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yelana - Northuldra Leader",
		WhenPlayed("We Only Trust Nature", Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
