package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// It triggers as each opponent's turn ends: at the end of every turn that
	// isn't its controller's; "they" are the player whose turn ends. The
	// hand-size condition (over 3 cards) is checked as it resolves (6.2.4):
	// with 3 or fewer, nothing is discarded or asked.
	card("Prince John's Mirror",
		PayLessForThis("You Look Regal", 1, YouHave(Chars().Named("Prince John"), 1), ItemsF().Named("Prince John's Mirror")),
		AtEndOfTheTurn("A Feeling of Power", DiscardUntil(3, TgtEventPlayer)).During(Unless(DuringYourTurn())))
}
