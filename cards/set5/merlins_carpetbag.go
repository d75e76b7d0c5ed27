package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merlin's Carpetbag",
		Activate("Hockety Pockety", Cost{Exert: true, Ink: 1},
			PutInHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).
				Say("return an item card to your hand from your discard")))
}
