package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	guards := Chars().Yours().WithKeyword(Bodyguard)
	card("Little John - Resourceful Outlaw",
		StaticOf("Okay, Big Shot", CardsGain(guards, Resist, 1), CardsGet(guards, StatLore, 1)).If_(SourceExerted()))
}
