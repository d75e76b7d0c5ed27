package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yzma - Exasperated Schemer",
		WhenPlayed("How Shall I Do It?", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
