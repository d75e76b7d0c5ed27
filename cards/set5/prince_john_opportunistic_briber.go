package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince John - Opportunistic Briber",
		WheneverAny("Taxes Never Fail Me", EvPlayed, ItemsF().Yours(), Gets(StatStrength, 2, ThisCard, ThisTurn)))
}
