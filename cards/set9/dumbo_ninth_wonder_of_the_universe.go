package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dumbo - Ninth Wonder of the Universe",
		Activate("Breaking Records", Cost{Exert: true, Ink: 1}, Draw(1), GainLore(1)),
		StaticOf("Making History",
			CardsGainAbility(Chars().Yours().Others().WithKeyword(Evasive),
				Activate("", Cost{Exert: true, Ink: 1}, Draw(1), GainLore(1)))))
}
