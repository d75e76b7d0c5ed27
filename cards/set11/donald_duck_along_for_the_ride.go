package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Along for the Ride",
		WhenPlayed("Comin' Through!", Banish(Chosen(ItemsF())).Optional()))
}
