package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any player's character with cost 2 or less, banished any way.
	card("Cruella De Vil - Style Icon",
		WheneverAny("Out of Season", EvBanished, Chars().CostAtMost(2),
			TopCardIntoInkwell(false, true)...).During(DuringYourTurn()).Once(),
		StaticOf("Insulting Remark", CardsGet(Chars().Opposing().CostAtMost(2), StatStrength, -1)).
			If_(DuringYourTurn()))
}
