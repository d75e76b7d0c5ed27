package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Cost printed on the card (5.2.4): matched on the played cards' facts.
	card("Ichabod Crane - Bookish Schoolmaster",
		Whenever("Well-Read", EvQuested, TopCardIntoInkwell(false, true)...).
			If_(YouPlayedThisTurn(Chars().CostAtLeast(5))))
}
