package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Challenger +2 comes from the catalogue. Any item, any player's
	// (6.1.13.6: only during your turn).
	card("Darkwing Duck - Darkwarrior",
		WheneverAny("Insta-Armor", EvBanished, ItemsF(), Gains(Resist, 1, ThisCard, UntilYourNext)).
			During(DuringYourTurn()))
}
