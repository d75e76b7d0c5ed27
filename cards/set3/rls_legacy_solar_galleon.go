package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("RLS Legacy - Solar Galleon",
		StaticOf("This Is Our Ship", CardsGain(Chars().AtThisLocation(), Evasive, 0)),
		StaticOf("Heave Together Now", PayLessToMoveHere(2, Chars().Yours())).
			If_(YouHave(Chars().Yours().AtThisLocation(), 1)))
}
