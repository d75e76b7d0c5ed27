package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Cold Never Bothered Me",
		OnPlay(LookTop(4), MayRevealFromLook(LocationsF()), RestInDiscard(), NextCostsLess(3, LocationsF())))
}
