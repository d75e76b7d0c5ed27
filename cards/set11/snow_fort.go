package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow Fort",
		StaticOf("The High Ground", CardsGet(Chars().Yours(), StatStrength, 1)),
		// 6.4.4.2: "during opponents' turns".
		StaticOf("Barricade", CardsGain(Chars().Yours(), Resist, 1)).If_(Unless(DuringYourTurn())))
}
