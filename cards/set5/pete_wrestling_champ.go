package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any other card stays on the top of the deck, revealed only while
	// the ability resolves (6.1.14).
	card("Pete - Wrestling Champ",
		Activate("Re-Pete", Cost{Exert: true},
			RevealTop(0),
			MayPlayRevealed(0, CharacterCards().Named("Pete"))))
}
