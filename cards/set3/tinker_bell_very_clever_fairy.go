package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Very Clever Fairy",
		WheneverAny("I Can Use That", EvBanished, ItemsF().Yours(), ToInkwell(TriggerSubject, true).Optional()))
}
