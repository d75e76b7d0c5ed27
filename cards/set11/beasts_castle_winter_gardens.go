package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another character": a challenged location doesn't count (4.6.8).
	card("Beast's Castle - Winter Gardens",
		WheneverAny("Snowball Standoff", EvChallenges, Chars().AtThisLocation(), GainLore(1)).
			WithOther(Chars()))
}
