package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chip 'n' Dale - Recovery Rangers",
		WheneverYouInk("Search and Rescue",
			PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return a character card from your discard to your hand")).
			During(DuringYourTurn()))
}
