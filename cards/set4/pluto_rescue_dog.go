package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pluto - Rescue Dog",
		WhenPlayed("To the Rescue", RemoveUpTo(3, Chosen(Chars().Yours())).Optional()))
}
