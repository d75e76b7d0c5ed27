package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The two choices are independent: the same character of yours may be
	// chosen for both (6.1.3). See docs/rules-notes.md on its reminder text.
	card("Pouncing Practice", OnPlay(
		Gets(StatStrength, -2, Chosen(Chars()), ThisTurn),
		Gains(Evasive, 0, Chosen(Chars().Yours()), ThisTurn)))
}
