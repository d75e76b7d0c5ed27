package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mulan - Disguised Soldier",
		WhenPlayed("Where Do I Sign In?", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
