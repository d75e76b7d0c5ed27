package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. Each opponent chooses among their own
	// characters (Ward doesn't stop it, 8.15.1); then each opponent, in turn
	// order, answers their own "may" (6.7.6), whether or not they had a
	// character to put on the bottom.
	card("Kuzco - Impulsive Llama",
		WhenPlayed("What Does This Do?", append(EachOpponentChooses(0,
			ToBottom(Chosen(Chars())).Say("each opponent picks one of their characters and puts it on the bottom of their deck")),
			Draw(1).For(TgtEachOpponent).Optional())...))
}
