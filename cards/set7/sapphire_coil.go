package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sapphire Coil",
		WheneverYouInk("Brilliant Shine", Gets(StatStrength, -2, Chosen(Chars()), ThisTurn).Optional()).During(DuringYourTurn()))
}
