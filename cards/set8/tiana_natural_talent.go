package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 6 comes from the catalogue. "Each opposing character" is the
	// characters in play as it resolves (6.1.8), not those played later.
	card("Tiana - Natural Talent",
		WheneverAny("Captivating Melody", EvPlayed, SongCards().Yours(),
			Gets(StatStrength, -1, Each(Chars().Opposing()), UntilYourNext)))
}
