package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Only your first action of each turn is cheaper: the reduction applies while
	// you haven't played an action this turn (by any means, a song sung
	// included), counted as the cost is determined (4.3.6, 6.1.8). Only
	// your characters can be here (4.7.1).
	card("Owl Island - Secluded Entrance",
		StaticOf("Teamwork", PayLessForEach(1, Chars().AtThisLocation(), ActionsF().InHand())).
			If_(Unless(YouPlayedThisTurn(ActionsF()))),
		WheneverYouPlayNth("A Lot to Learn", 2, ActionsF(), GainLore(3)))
}
