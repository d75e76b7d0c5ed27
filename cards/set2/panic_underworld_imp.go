package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.1.2: modifiers add up, so "+4 instead" is +2 and two more.
	card("Panic - Underworld Imp",
		WhenPlayed("I Can Handle It",
			Gets(StatStrength, 2, Chosen(Chars()), ThisTurn),
			Gets(StatStrength, 2, Them(0), ThisTurn).When(ChosenIs(0, Chars().Named("Pain"))).
				Say("if the chosen character is named Pain, he gets +4 strength instead")))
}
