package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Witch - Wily Woodcarver",
		Whenever("Unsatisfied Customers", EvChallenged, EachOpponentLoses(1)))
}
