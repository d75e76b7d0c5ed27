package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aurora - Dreaming Guardian",
		StaticOf("Protective Embrace", CardsGain(Chars().Yours().Others(), Ward, 0)))
}
