package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Launchpad - Exceptional Pilot",
		WhenPlayed("Off the Map", Banish(Chosen(LocationsF())).Optional()))
}
