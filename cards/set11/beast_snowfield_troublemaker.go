package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. 6.2.4: the location is checked as the
	// ability resolves, before challenge damage (4.6.6); the replacement
	// lasts for that challenge (6.5).
	card("Beast - Snowfield Troublemaker",
		Whenever("Dynamic Maneuver", EvChallenges, TakesNoDamageFromChallenges(ThisCard, WhileChallenging)).If_(AtALocation()))
}
