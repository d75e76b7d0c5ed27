package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pooh Pirate Ship",
		Activate("Make a Rescue", Cost{Exert: true, Ink: 3},
			PutInHand(Chosen(CharacterCards().Class("Pirate").InZoneOf(ZoneDiscard).Yours())).
				Say("return a Pirate character card to your hand from your discard")))
}
