package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 and Evasive come from the catalogue. Chosen by any player
	// (an opponent's action during your turn too) for an action's effect or
	// an item's ability (6.1.3); at most twice each turn, during your turn.
	card("Tod - Knows All the Tricks",
		Whenever("Impressive Leaps", EvChosen, Ready(ThisCard).Optional()).
			ForActionOrItem().TimesEachTurn(2).During(DuringYourTurn()))
}
