package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Well Wisher",
		Whenever("Wishes Come True", EvQuested,
			PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return a character card to your hand from your discard")))
}
