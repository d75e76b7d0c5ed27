package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.1.2: modifiers add up, so "+2 instead" is +1 and one more.
	card("Stolen Scimitar",
		Activate("Slash", Cost{Exert: true},
			Gets(StatStrength, 1, Chosen(Chars()), ThisTurn),
			Gets(StatStrength, 1, Them(0), ThisTurn).When(ChosenIs(0, Chars().Named("Aladdin"))).
				Say("if a character named Aladdin is chosen, he gets +2 strength instead")))
}
