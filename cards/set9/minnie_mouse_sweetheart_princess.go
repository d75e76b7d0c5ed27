package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Sweetheart Princess",
		StaticOf("Royal Favor", CardsGain(Chars().Yours().Named("Mickey Mouse"), Support, 0)),
		Whenever("Bye Bye, Now", EvQuested,
			Banish(Chosen(Chars().IsExerted().StrengthAtLeast(5))).Optional()))
}
