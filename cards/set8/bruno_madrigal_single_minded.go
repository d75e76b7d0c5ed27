package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno Madrigal - Single-Minded",
		WhenPlayed("Standing Tall", SkipNextReady(Chosen(Chars().Opposing()))))
}
