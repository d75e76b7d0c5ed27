package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jingle Joe - Sid's Toy",
		WheneverAny("Turn Out the Light", EvBanished, Chars().Yours().Others().Class("Toy"),
			Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)).During(DuringYourTurn()))
}
