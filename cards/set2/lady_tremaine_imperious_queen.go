package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue. The opponent chooses among their
	// own characters (Ward doesn't stop it, docs/rules-notes.md).
	card("Lady Tremaine - Imperious Queen",
		WhenPlayed("Power to Rule at Last", EachOpponentChooses(0,
			Banish(Chosen(Chars())).Say("each opponent picks one of their characters and banishes it"))...))
}
