package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gazelle - Angel with Horns",
		WhenPlayed("You Can Really Move", Gains(Evasive, 0, Chosen(Chars()), UntilYourNext)))
}
