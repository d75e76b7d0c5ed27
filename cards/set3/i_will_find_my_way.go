package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "They may move": the move by this effect is free (not the move turn
	// action, 4.7.3), to a location of yours (4.7.1).
	card("I Will Find My Way", OnPlay(
		Gets(StatStrength, 2, Chosen(Chars().Yours()), ThisTurn),
		MoveThemTo(0, YourLocation()).Optional().Say("they may move to a location of yours for free")))
}
