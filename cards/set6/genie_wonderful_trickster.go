package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. "A card" is any other card you
	// play: Genie's own play (by Shift too) isn't seen by a "whenever"
	// (1.6.1, 4.3.4.1; docs/rules-notes.md). The hand goes to the bottom of
	// the deck card by card, in the order the player picks (7.2.3).
	card("Genie - Wonderful Trickster",
		WheneverAny("Your Reward Awaits", EvPlayed, AnyCard().Yours(), Draw(1)),
		AtEndOfYourTurn("Forbidden Treasure", HandToBottomInAnyOrder()))
}
