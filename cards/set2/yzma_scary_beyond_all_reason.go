package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. "That player" is the player of the
	// character shuffled away (6.1.5.1 Example C: known after it moved); with
	// no other character to choose, nobody draws.
	card("Yzma - Scary Beyond All Reason",
		WhenPlayed("Cruel Irony",
			ShuffleIntoDeck(Chosen(Chars().Others())).Say("shuffle another chosen character into their player's deck"),
			Draw(2).For(TgtSlotOwner).IfYouDo().Say("that player draws 2 cards")))
}
