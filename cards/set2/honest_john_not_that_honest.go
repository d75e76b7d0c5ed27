package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Honest John - Not That Honest",
		WheneverAny("Easy Street", EvPlayed, Chars().Yours().Class("Floodborn"), EachOpponentLoses(1)))
}
