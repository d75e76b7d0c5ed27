package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the damage actually removed is counted once, as the
	// reduction is made (4.3.6).
	card("Reuben - Sandwich Expert",
		Activate("Lunch Special", Cost{Exert: true},
			RemoveUpTo(2, Chosen(Chars().Yours())),
			NextCostsLess(1, Chars()).ForEachThisWay().
				Say("for each 1 damage removed this way, you pay 1 ink less for the next character you play this turn")))
}
