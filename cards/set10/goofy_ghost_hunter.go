package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Ghost Hunter",
		WhenPlayed("Perfect Trap", Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)))
}
