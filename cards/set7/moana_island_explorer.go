package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Moana - Island Explorer",
		Whenever("Adventurous Spirit", EvChallenges,
			Gets(StatStrength, 3, Chosen(Chars().Yours().Others()), ThisTurn)).WithOther(Chars()))
}
