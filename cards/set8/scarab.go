package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scarab",
		Activate("Search the Sands", Cost{Exert: true, Ink: 2},
			PutInHand(Chosen(CharacterCards().Class("Illusion").InZoneOf(ZoneDiscard).Yours()))))
}
