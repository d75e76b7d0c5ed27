package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Pirate Lookout",
		WheneverYouInk("Land, Ho!",
			PutInHand(Chosen(AnyCard().OfType(Locations).InZoneOf(ZoneDiscard).Yours())).Optional()).
			Once().During(DuringYourTurn()))
}
