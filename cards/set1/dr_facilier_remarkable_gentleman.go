package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Facilier - Remarkable Gentleman",
		WheneverAny("Dreams Made Real", EvPlayed, SongCards().Yours(),
			LookTop(2).Optional(),
			LookedOnTop(1),
			RestOnBottom()))
}
