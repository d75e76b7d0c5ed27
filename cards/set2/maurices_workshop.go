package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maurice's Workshop",
		WheneverAny("Looking for This?", EvPlayed, ItemsF().Yours().Others(), PayInk(1).Optional(), Draw(1).IfYouDo()))
}
