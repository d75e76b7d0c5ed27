package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Maui - Half-Shark",
		Whenever("Cheeeehoooo!", EvChallenges,
			PutInHand(Chosen(ActionsF().InZoneOf(ZoneDiscard).Yours())).Optional()).WithOther(Chars()),
		WheneverAny("Wayfinding", EvPlayed, ActionsF().Yours(), GainLore(1)))
}
