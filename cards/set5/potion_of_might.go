package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.1.2: modifiers add up, so "+4 instead" is +3 and one more.
	card("Potion of Might",
		Activate("Vile Concoction", Cost{Ink: 1, BanishSelf: true},
			Gets(StatStrength, 3, Chosen(Chars()), ThisTurn),
			Gets(StatStrength, 1, Them(0), ThisTurn).When(ChosenIs(0, Chars().Class("Villain"))).
				Say("if a Villain character is chosen, it gets +4 strength instead")))
}
