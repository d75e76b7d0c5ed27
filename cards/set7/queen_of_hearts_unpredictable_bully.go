package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. Any player's character; the counter is
	// put, not dealt (1.9.2.2), so Resist doesn't reduce it.
	card("Queen of Hearts - Unpredictable Bully",
		WheneverAny("If I Lose My Temper...", EvPlayed, Chars().Others(), PutDamage(1, TriggerSubject)))
}
