package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent chooses among their own characters (Ward doesn't stop
	// it, 8.15.1); the damage is dealt, so Resist reduces it (8.8.1).
	card("Dinky - Has the Brains",
		WhenPlayed("Get Him!", EachOpponentChooses(0,
			Deal(1, Chosen(Chars())).Say("each opponent picks a character of their own, and that character is dealt 1 damage"))...))
}
