package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ice Spikes",
		WhenPlayed("Hold Still", Exert(Chosen(Chars().Opposing()))),
		Activate("It's Stuck", Cost{Exert: true, Ink: 1},
			Exert(Chosen(ItemsF().Opposing())), SkipNextReady(Them(0))))
}
