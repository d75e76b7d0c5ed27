package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Graveyard of Christmas Future - Lonely Resting Place",
		// 4.7.4: a character of yours moved here, by the turn action or an effect.
		WheneverAny("New Arrival", EvMoved, Chars().Yours().AtThisLocation(), PutTopCardUnder(ThisCard)),
		// 6.1.5.1: with no card under it nothing is put, so it isn't banished.
		AtStartOfYourTurn("Another Chance", AllUnderIntoHand(ThisCard).Optional(), Banish(ThisCard).IfYouDo()))
}
