package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the cards in hand are counted once, as the effect resolves.
	card("Triton's Trident",
		Activate("Symbol of Power", Cost{BanishSelf: true},
			Gets(StatStrength, 1, Chosen(Chars()), ThisTurn).Times(CardsInYourHand())))
}
