package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maid Marian - Lady of the Lists",
		WhenPlayed("If It Pleases the Lady",
			Gets(StatStrength, -5, Chosen(Chars().Opposing()), UntilYourNext)))
}
