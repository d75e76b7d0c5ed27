package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nala - Romping in the Snow",
		WhenPlayed("Playful Slide", Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)))
}
