package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: his strength is read as the ability resolves; the bonus then
	// stays the same for the turn.
	card("Olaf - Carrot Enthusiast",
		Whenever("Carrots All Around!", EvQuested,
			Gets(StatStrength, 0, Each(Chars().Yours().Others()), ThisTurn).EqualToThis(StatStrength)))
}
