package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mufasa - Betrayed Leader",
		Whenever("The Sun Will Set", EvBanished,
			RevealTop(0).Optional(),
			MayPlayRevealedExerted(0, CharacterCards())))
}
