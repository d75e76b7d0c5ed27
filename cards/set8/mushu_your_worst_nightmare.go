package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Mushu - Your Worst Nightmare",
		WheneverAny("All Fired Up", EvPlayed, Chars().Yours().Others(),
			Gains(Rush, 0, TriggerSubject, ThisTurn),
			Gains(Reckless, 0, TriggerSubject, ThisTurn),
			Gains(Evasive, 0, TriggerSubject, ThisTurn)))
}
