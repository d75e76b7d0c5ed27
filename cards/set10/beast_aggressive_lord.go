package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Aggressive Lord",
		Whenever("That's Mine", EvChallenges, EachOpponentLoses(1), GainLore(1)).WithOther(Chars()).If_(HasCardUnder()))
}
