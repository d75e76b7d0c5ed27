package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cogsworth - Talking Clock",
		StaticOf("Wait a Minute",
			CardsGainAbility(Chars().Yours().WithKeyword(Reckless), Activate("", Cost{Exert: true}, GainLore(1)))))
}
