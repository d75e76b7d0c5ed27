package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wildcat's Wrench",
		Activate("Rebuild", Cost{Exert: true}, RemoveUpTo(2, Chosen(LocationsF()))))
}
