package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Your Pirate characters gain ... this turn" applies to the Pirates in
	// play as it resolves (6.4.2.2).
	card("Walk the Plank!",
		OnPlay(GainsAbility(Each(Chars().Yours().Class("Pirate")),
			Activate("", Cost{Exert: true}, Banish(Chosen(Chars().IsDamaged()))),
			ThisTurn)))
}
