package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince Achmed - Rival Suitor",
		WhenPlayed("Unwelcome Proposal", Exert(Chosen(Chars().Class("Princess"))).Optional()))
}
