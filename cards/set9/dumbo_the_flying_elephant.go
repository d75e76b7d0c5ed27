package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dumbo - The Flying Elephant",
		WhenPlayed("Aerial Duo", Gains(Evasive, 0, Chosen(Chars()), UntilYourNext)))
}
