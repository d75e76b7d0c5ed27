package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 and Ward come from the catalogue. A card put facedown under
	// one of your characters or locations by you (Boost 8.4.1, or an
	// effect 5.1.1.7), this one included.
	card("Tamatoa - Seeker of Shine",
		WheneverAny("Anything That Glitters", EvPutUnder, AnyCard().OfType(Characters|Locations).Yours(),
			Gets(StatLore, 1, ThisCard, ThisTurn)))
}
