package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("RLS Legacy's Cannon",
		Activate("Ba-Boom!", Cost{Exert: true, Ink: 2, DiscardOne: DiscardOneOf(AnyCard())},
			Deal(2, Chosen(CharsOrLocations()))))
}
