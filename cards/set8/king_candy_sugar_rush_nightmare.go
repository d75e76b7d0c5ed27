package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another": not King Candy himself, in the discard by then (6.1.6).
	card("King Candy - Sugar Rush Nightmare",
		Whenever("A New Roster", EvBanished,
			ReturnToHand(Chosen(CharacterCards().Class("Racer").InZoneOf(ZoneDiscard).Yours().Others())).Optional().
				Say("you may return another Racer character card to your hand from your discard")))
}
