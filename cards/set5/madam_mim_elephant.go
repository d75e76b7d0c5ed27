package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] or [B]" (6.1.5.2): with no other character of hers, she must be
	// banished.
	card("Madam Mim - Elephant",
		WhenPlayed("A Little Game", OneOf(0,
			Banish(ThisCard).Say("banish her"),
			ReturnToHand(Chosen(Chars().Yours().Others())))...),
		AtStartOfYourTurn("Sneaky Move", MoveUpToDamageFromThis(2, Chars().Opposing()).Optional()))
}
