package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pinocchio - Talkative Puppet",
		WhenPlayed("Telling Lies", Exert(Chosen(Chars().Opposing())).Optional()))
}
