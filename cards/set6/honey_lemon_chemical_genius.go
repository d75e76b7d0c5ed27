package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Honey Lemon - Chemical Genius",
		WhenPlayed("Here's the Best Part",
			PayInk(2).Optional(),
			Discard(1, TgtEachOpponent).IfYouDo()))
}
