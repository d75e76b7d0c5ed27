package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pocahontas - Steadfast Traveler",
		Whenever("Wandering Spirit", EvQuested,
			PutInHand(Chosen(AnyCard().OfType(Locations).Yours().InZoneOf(ZoneDiscard)))).
			If_(YouPlayedThisTurn(Chars().Others())))
}
