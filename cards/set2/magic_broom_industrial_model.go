package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Broom - Industrial Model",
		WhenPlayed("Make It Shine", Gains(Resist, 1, Chosen(Chars()), UntilYourNext)))
}
