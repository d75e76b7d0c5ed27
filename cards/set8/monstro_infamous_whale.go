package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. The discard is the whole cost (4.4.3.4);
	// readying him needs no exerted Monstro, the restriction applies anyway.
	card("Monstro - Infamous Whale",
		Activate("Full Breach", Cost{DiscardOne: DiscardOneOf(AnyCard())},
			Ready(ThisCard),
			Cant(CantQuest, ThisCard, ThisTurn)))
}
