package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Your characters gain ... this turn" applies to the characters in
	// play as it resolves (6.4.2.2): one played later doesn't gain it.
	card("Food Fight!",
		OnPlay(GainsAbility(Each(Chars().Yours()),
			Activate("", Cost{Exert: true, Ink: 1}, Deal(1, Chosen(Chars()))),
			ThisTurn)))
}
