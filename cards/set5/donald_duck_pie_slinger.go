package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Pie Slinger",
		WhenPlayed("Humble Pie", EachOpponentLoses(2)).If_(UsedShift()),
		StaticOf("Raging Duck", SelfGets(StatStrength, 6)).If_(OpponentHasLore(10)))
}
