package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Isis Vanderchill - Ice Queen of St. Canard",
		WhenPlayed("Chill Out", Exert(Chosen(Chars().Opposing()))))
}
