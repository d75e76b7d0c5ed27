package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.1.2: modifiers add up, so "+3 instead" is +2 and one more.
	card("Vicious Betrayal", OnPlay(
		Gets(StatStrength, 2, Chosen(Chars()), ThisTurn),
		Gets(StatStrength, 1, Them(0), ThisTurn).When(ChosenIs(0, Chars().Class("Villain"))).
			Say("if a Villain character is chosen, it gets +3 strength instead")))
}
