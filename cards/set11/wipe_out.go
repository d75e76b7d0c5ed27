package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wipe Out!", OnPlay(
		ToInkwell(Chosen(Chars().WithKeyword(Bodyguard).OrCardsOf(Items)), true)))
}
