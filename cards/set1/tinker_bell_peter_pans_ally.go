package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Peter Pan’s Ally",
		StaticOf("Loyal and Devoted", CardsGain(Chars().Yours().Named("Peter Pan"), Challenger, 1)))
}
