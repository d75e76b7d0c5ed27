package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chief Bogo - Respected Officer",
		WheneverAny("Insubordination!", EvPlayed, Chars().Yours().Class("Floodborn"),
			Deal(1, Each(Chars().Opposing()))))
}
