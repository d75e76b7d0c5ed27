package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Raya - Infiltration Expert",
		Whenever("Unconventional Tactics", EvQuested,
			PayInk(2).Optional(),
			Ready(Chosen(Chars().Others())).IfYouDo()))
}
