package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - Whoseit Collector",
		WheneverAny("Look at This Stuff", EvPlayed, ItemsF().Yours(), Ready(ThisCard).Optional()))
}
