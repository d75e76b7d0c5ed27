package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Don Karnage - Air Pirate Leader",
		WheneverAny("Scornful Taunt", EvPlayed, ActionsF().Yours().NotClass("Song"),
			Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)))
}
