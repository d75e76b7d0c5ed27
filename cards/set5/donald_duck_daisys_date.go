package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Challenges another character": not a location (4.6.8).
	card("Donald Duck - Daisy's Date",
		Whenever("Plucky Play", EvChallenges, EachOpponentLoses(1)).WithOther(Chars()))
}
