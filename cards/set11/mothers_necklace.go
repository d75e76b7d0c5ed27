package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the "if" is checked at the end of the turn and as it resolves.
	card("Mother's Necklace",
		AtEndOfYourTurn("Precious Gift", Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)).
			If_(Unless(YouChallengedThisTurn())))
}
