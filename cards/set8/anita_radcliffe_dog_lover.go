package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Anita Radcliffe - Dog Lover",
		WhenPlayed("I'll Take Care of You", Gains(Resist, 1, Chosen(Chars().Class("Puppy")), UntilYourNext).Optional().Say("you may give chosen Puppy character Resist +1 until the start of your next turn")))
}
