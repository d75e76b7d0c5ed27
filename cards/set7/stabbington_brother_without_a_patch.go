package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Stabbington Brother - Without a Patch",
		StaticOf("Get 'Em!", CardsGain(Chars().Yours().Others().Named("Stabbington Brother"), Rush, 0)))
}
