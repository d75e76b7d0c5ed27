package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Moana - Chosen by the Ocean",
		WhenPlayed("This Is Not Who You Are", Banish(Chosen(Chars().Named("Te Kā"))).Optional()))
}
