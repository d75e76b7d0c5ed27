package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Heir of Agrabah",
		WhenPlayed("I'm a Fast Learner", RemoveUpTo(1, Chosen(Chars().Yours()))))
}
