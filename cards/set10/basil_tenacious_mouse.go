package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Basil - Tenacious Mouse",
		WheneverAny("Hold Your Ground", EvPlayed, Chars().Yours().Others().Class("Detective"),
			Gains(Resist, 1, ThisCard, UntilYourNext)))
}
