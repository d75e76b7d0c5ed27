package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kida - Discovering the Unknown",
		Whenever("Read the Runes", EvQuested, TopCardIntoInkwell(true, true)...).If_(DiscardedThisTurn(2)))
}
