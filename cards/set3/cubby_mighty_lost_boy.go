package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.7.4, 4.7.5: it triggers as he moves and resolves once the move is done.
	card("Cubby - Mighty Lost Boy",
		Whenever("The Bear", EvMoved, Gets(StatStrength, 3, ThisCard, ThisTurn)))
}
