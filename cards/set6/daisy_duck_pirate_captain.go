package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "While at a location" is checked as the character quests.
	card("Daisy Duck - Pirate Captain",
		WheneverAny("Distant Shores", EvQuested, Chars().Yours().Class("Pirate").AtALocation(), Draw(1)))
}
