package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Stalwart Explorer",
		StaticOf("Let's Take a Look", SelfGetsFor(StatStrength, 1, LocationsF().Yours())))
}
