package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Emerald Coil",
		WheneverYouInk("Shimmering Wings", Gains(Evasive, 0, Chosen(Chars()), UntilYourNext)).During(DuringYourTurn()))
}
