package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bo Peep - Caring Shepherd",
		StaticOf("Somebody Do Something!", CardsGain(Chars().Yours().Named("Woody"), Bodyguard, 0)))
}
