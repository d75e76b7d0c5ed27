package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue (8.10).
	card("Piglet - Cocoa Maker",
		AtEndOfYourTurn("Special Recipe",
			RemoveUpTo(2, Each(Chars().Yours())).Say("remove up to 2 damage from every character of yours")))
}
