package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Isabela Madrigal - In the Moment",
		WheneverAny("I'm Tired of Perfect", EvSang, Chars().Yours(), Cant(CantBeChallenged, ThisCard, UntilYourNext)))
}
