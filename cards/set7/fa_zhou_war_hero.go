package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The second challenge this turn": every challenge declared this turn
	// counts, a location challenged included, even one made before Fa Zhou
	// was in play (docs/rules-notes.md).
	card("Fa Zhou - War Hero",
		WheneverAny("Training Exercises", EvChallenges, Chars().Yours(), GainLore(3)).
			WithOther(Chars()).If_(NthChallengeThisTurn(2)))
}
