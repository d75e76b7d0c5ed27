package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hera - Queen of the Gods",
		StaticOf("Protective Goddess", CardsGain(Chars().Yours().Named("Zeus"), Ward, 0)),
		StaticOf("You're a True Hero", CardsGain(Chars().Yours().Named("Hercules"), Evasive, 0)))
}
