package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Taran - Pig Keeper",
		Whenever("Follow the Pig", EvQuested,
			PutInHand(Chosen(CharacterCards().Named("Hen Wen").InZoneOf(ZoneDiscard).Yours())).Optional()))
}
