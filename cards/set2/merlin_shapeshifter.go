package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Returned to your hand from play": by any effect, his own player's or
	// an opponent's.
	card("Merlin - Shapeshifter",
		WheneverAny("Battle of Wits", EvReturned, Chars().Yours().Others(),
			Gets(StatLore, 1, ThisCard, ThisTurn)))
}
