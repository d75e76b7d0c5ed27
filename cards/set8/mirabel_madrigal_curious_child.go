package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]": the lore is gained only if a song card was revealed
	// (6.1.5.1); the card stays in the hand.
	card("Mirabel Madrigal - Curious Child",
		WhenPlayed("You Are a Wonder",
			RevealFromHand(0, SongCards()).Optional(),
			GainLore(1).IfYouDo()))
}
