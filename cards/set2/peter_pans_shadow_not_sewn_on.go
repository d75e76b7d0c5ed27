package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush and Evasive of his own come from the catalogue.
	card("Peter Pan's Shadow - Not Sewn On",
		StaticOf("Tiptoe", CardsGain(Chars().Yours().Others().WithKeyword(Rush), Evasive, 0)))
}
