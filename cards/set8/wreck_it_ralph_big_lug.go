package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	card("Wreck-It Ralph - Big Lug",
		WhenPlayed("Back on Track",
			ReturnToHand(Chosen(CharacterCards().Class("Racer").CostAtMost(6).InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return a Racer character card with cost 6 or less to your hand from your discard"),
			GainLore(1).IfYouDo()).AndWhenever(EvQuested))
}
