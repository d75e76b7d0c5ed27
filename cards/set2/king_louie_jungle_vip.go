package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("King Louie - Jungle VIP",
		WheneverAny("Lay It on the Line", EvBanished, Chars().Others(),
			RemoveUpTo(2, ThisCard).Optional()))
}
