package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Only its player's characters can be here (4.7.1), so only they quest
	// "while here"; once per turn (6.1.13.2).
	card("Castle of the Horned King - Bastion of Evil",
		WheneverAny("Into the Gloom", EvQuested, Chars().AtThisLocation(),
			Ready(Chosen(ItemsF())).Optional()).
			Once().During(DuringYourTurn()))
}
