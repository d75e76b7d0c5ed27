package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alan-a-Dale - Rockin' Rooster",
		WheneverAny("Fan Favorite", EvPlayed, SongCards().Yours(), GainLore(1)))
}
