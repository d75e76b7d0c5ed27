package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	aladdin := Chars().Named("Aladdin")
	card("Stolen Scimitar",
		Activate("Slash", Cost{Exert: true},
			Choose(Chosen(Chars())),
			Gets(StatStrength, 1, Them(0), ThisTurn).When(Unless(ChosenIs(0, aladdin))).
				Say("it gets +1 strength this turn"),
			Gets(StatStrength, 2, Them(0), ThisTurn).When(ChosenIs(0, aladdin)).
				Say("if it is named Aladdin, it gets +2 strength instead")))
}
