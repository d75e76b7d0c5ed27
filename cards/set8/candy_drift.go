package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.7.2: a delayed triggered ability about the chosen character.
	card("Candy Drift", OnPlay(Draw(1),
		Gets(StatStrength, 5, Chosen(Chars().Yours()), ThisTurn),
		DelayedTrigger(0, AtEndOfYourTurn("", Banish(Them(0))))))
}
