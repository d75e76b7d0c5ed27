package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Matchmaker - Unforgiving Expert",
		Whenever("You Are a Disgrace!", EvChallenges, EachOpponentLoses(1)).WithOther(Chars()))
}
