package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ruby Coil",
		WheneverYouInk("Crimson Spark", Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)).
			During(DuringYourTurn()))
}
