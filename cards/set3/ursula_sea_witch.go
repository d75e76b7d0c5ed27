package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.2.1.1: it stays exerted in its player's next Ready step only.
	card("Ursula - Sea Witch",
		Whenever("You're Too Late", EvQuested, SkipNextReady(Chosen(Chars().Opposing())).
			Say("a chosen opposing character can't ready at the start of their next turn")))
}
