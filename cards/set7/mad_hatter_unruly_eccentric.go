package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any player's damaged character, damaged as the challenge is declared
	// (4.6.5); a location challenged isn't "another character".
	card("Mad Hatter - Unruly Eccentric",
		WheneverAny("Unbirthday Present", EvChallenges, Chars().IsDamaged(), Draw(1).Optional()).WithOther(Chars()))
}
