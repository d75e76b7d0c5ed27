package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "a character": any player's character banished while at this location.
	card("The Library - A Gift for Belle",
		WheneverAny("Lost in a Book", EvBanished, Chars().AtThisLocation(), Draw(1).Optional()))
}
