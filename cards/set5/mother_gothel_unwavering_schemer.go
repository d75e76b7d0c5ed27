package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. Each opponent chooses among their
	// own characters, so Ward doesn't stop it (8.15.1).
	card("Mother Gothel - Unwavering Schemer",
		WhenPlayed("The World Is Dark", EachOpponentChooses(0,
			ReturnToHand(Chosen(Chars())).Say("each opponent chooses one of their characters and returns it to their hand"))...))
}
