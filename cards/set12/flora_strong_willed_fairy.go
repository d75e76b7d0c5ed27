package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flora - Strong-Willed Fairy",
		WhenPlayed("Luminous Shelter", Gains(Resist, 1, Each(Chars().Yours().Others()), UntilYourNext)))
}
