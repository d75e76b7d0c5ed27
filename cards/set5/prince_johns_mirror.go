package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "At the end of each opponent's turn": at the end of every turn that
	// isn't its controller's; "they" are the player whose turn ends. The
	// "if they have more than 3 cards" is checked as it resolves (6.2.4):
	// with 3 or fewer, nothing is discarded or asked.
	card("Prince John's Mirror",
		PayLessForThis("You Look Regal", 1, YouHave(Chars().Named("Prince John"), 1), ItemsF().Named("Prince John's Mirror")),
		AtEndOfTheTurn("A Feeling of Power", DiscardUntil(3, TgtEventPlayer)).During(Unless(DuringYourTurn())))
}
