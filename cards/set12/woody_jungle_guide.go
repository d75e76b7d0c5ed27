package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. The draw comes first, so the card
	// drawn may be the one played (6.1.2).
	card("Woody - Jungle Guide",
		Whenever("Let's Get Movin'", EvQuested,
			Draw(1),
			PlayForFree(Chars().CostAtMost(2)).Optional()),
		StaticOf("Everyone Gather 'Round", CardsGet(Chars().Yours().Others().Class("Toy"), StatWillpower, 1)))
}
