package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue.
	card("The Muses - Proclaimers of Heroes",
		WheneverAny("The Gospel Truth", EvPlayed, SongCards().Yours(),
			ReturnToHand(Chosen(Chars().StrengthAtMost(2))).Optional()))
}
