package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A deck-building rule: the catalogue's copy limit (99) is applied by
	// the deck check.
	card("Dalmatian Puppy - Tail Wagger",
		StaticOf("Where Did They All Come From?", CopiesInDeck(99)))
}
