package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - Adventurous Collector",
		WheneverAny("Inspiring Voice", EvPlayed, SongCards().Yours(),
			Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)))
}
