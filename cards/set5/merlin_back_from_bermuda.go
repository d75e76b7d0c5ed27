package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merlin - Back from Bermuda",
		StaticOf("Long Live the King!", CardsGain(Chars().Yours().Named("Arthur"), Resist, 1)))
}
