package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers both parts: declined, no damage is removed and no
	// Resist is gained.
	card("Penny - Bolt's Person",
		WhenPlayed("Enduring Loyalty", RemoveUpTo(2, Chosen(Chars())).Optional(),
			Gains(Resist, 1, Them(0), UntilYourNext)))
}
