package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Thumper - Young Bunny",
		Activate("You Can Do It!", Cost{Exert: true},
			Gets(StatStrength, 3, Chosen(Chars()), ThisTurn)))
}
