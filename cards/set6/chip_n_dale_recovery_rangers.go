package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chip 'n' Dale - Recovery Rangers",
		WheneverYouInk("Search and Rescue",
			PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return a character card to your hand from your discard")).
			During(DuringYourTurn()))
}
