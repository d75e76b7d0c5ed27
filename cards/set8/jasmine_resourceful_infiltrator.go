package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Resourceful Infiltrator",
		WhenPlayed("Just What You Need", Gains(Resist, 1, Chosen(Chars().Others()), UntilYourNext).Optional().Say("you may give another chosen character Resist +1 until the start of your next turn")))
}
