package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("John Silver - Greedy Treasure Seeker",
		StaticOf("Chart Your Own Course",
			SelfGainsFor(Resist, 1, LocationsF().Yours()),
			SelfGetsFor(StatLore, 1, LocationsF().Yours())))
}
