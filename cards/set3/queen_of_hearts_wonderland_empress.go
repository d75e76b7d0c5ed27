package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the Villains in play as it resolves get the +1.
	card("Queen of Hearts - Wonderland Empress",
		Whenever("All Ways Here Are My Ways", EvQuested,
			Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Villain")), ThisTurn)))
}
