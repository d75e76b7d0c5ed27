package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Barreling Through",
		StaticOf("Only the Bold",
			CardsGainAbility(Chars().Yours().WithKeyword(Reckless), Activate("", Cost{Exert: true}, GainLore(1)))).If_(HasCardUnder()))
}
