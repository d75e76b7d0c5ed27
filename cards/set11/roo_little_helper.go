package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 5.1.1.7: Roo leaves play into the stack of the chosen card.
	card("Roo - Little Helper",
		Activate("Hopping In", Cost{Exert: true},
			PutThisUnder(Chosen(AnyCard().OfType(Characters|Locations).Yours().Others().WithKeyword(Boost)))))
}
