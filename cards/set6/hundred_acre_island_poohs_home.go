package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Banished while here": seen while the character is still at the
	// location (4.7.1: only the location's player's characters are there).
	card("Hundred Acre Island - Pooh's Home",
		WheneverAny("Friends Forever", EvBanished, Chars().AtThisLocation(), GainLore(1)).
			During(Unless(DuringYourTurn())))
}
