package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. Challenging a location doesn't
	// trigger it (another character only).
	card("Negaduck - Public Enemy Number One",
		Whenever("Sticky Fingers", EvChallenges, EachOpponentLoses(1), GainLore(1)).WithOther(Chars()))
}
