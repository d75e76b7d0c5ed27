package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aladdin - Vigilant Guard",
		WheneverAny("Safe Passage", EvQuested, Chars().Yours().Class("Ally"), RemoveUpTo(2, ThisCard).Optional()))
}
