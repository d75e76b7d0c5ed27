package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bobby Zimuruski - Spray Cheese Kid",
		WhenPlayed("So Cheesy", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()))
}
