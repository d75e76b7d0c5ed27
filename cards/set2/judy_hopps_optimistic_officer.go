package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Judy Hopps - Optimistic Officer",
		WhenPlayed("Don't Call Me Cute",
			Banish(Chosen(ItemsF())).Optional(),
			ItsPlayerDraws(0, 1).IfYouDo()))
}
