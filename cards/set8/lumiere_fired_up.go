package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 and Evasive come from the catalogue.
	card("Lumiere - Fired Up",
		WheneverAny("Sacrebleu!", EvBanished, ItemsF().Yours(), Gets(StatLore, 1, ThisCard, ThisTurn)))
}
