package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Robin's Bow",
		Activate("Forest's Gift", Cost{Exert: true}, Deal(1, Chosen(CharsOrLocations().IsDamaged())).
			Say("deal 1 damage to a chosen damaged character or location")),
		WheneverAny("A Bit of a Lark", EvQuested, Chars().Yours().Named("Robin Hood"), Ready(ThisCard).Optional()))
}
