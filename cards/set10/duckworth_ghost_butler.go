package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. The card goes facedown under one of
	// your characters or locations with Boost (5.1.1.7, 8.4.1).
	card("Duckworth - Ghost Butler",
		Whenever("Final Act", EvBanished,
			PutTopCardUnder(Chosen(AnyCard().OfType(Characters|Locations).Yours().WithKeyword(Boost))).Optional()).
			During(DuringYourTurn()))
}
