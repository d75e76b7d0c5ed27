package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue.
	card("Arthur - King Victorious",
		WhenPlayed("Knighted by the King",
			Gains(Challenger, 2, Chosen(Chars()), ThisTurn),
			Gains(Resist, 2, Them(0), ThisTurn),
			MayChallengeReady(Them(0), ThisTurn)))
}
