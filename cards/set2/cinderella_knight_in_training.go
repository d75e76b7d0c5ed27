package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cinderella - Knight in Training",
		WhenPlayed("Have Courage", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
