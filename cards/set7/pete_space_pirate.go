package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Pete - Space Pirate",
		StaticOf("Frightful Scheme",
			CardsCant(Chars().Opposing(), CantExertToSing),
			CardsGain(Chars().Yours().Class("Pirate"), Resist, 1)).If_(SourceExerted()))
}
