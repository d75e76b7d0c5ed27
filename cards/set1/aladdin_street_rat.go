package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Street Rat",
		WhenPlayed("Improvise", EachOpponentLoses(1)))
}
