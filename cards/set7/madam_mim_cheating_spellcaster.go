package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Madam Mim - Cheating Spellcaster",
		Whenever("Play Rough", EvQuested, Exert(Chosen(Chars().Opposing()))))
}
