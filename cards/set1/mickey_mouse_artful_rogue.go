package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Artful Rogue",
		WheneverAny("Misdirection", EvPlayed, AnyCard().OfType(Actions).Yours(),
			Cant(CantQuest, Chosen(Chars().Opposing()), DuringTheirNext)))
}
