package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lythos - Rock Titan",
		Activate("Stone Skin", Cost{Exert: true}, Gains(Resist, 2, Chosen(Chars()), ThisTurn)))
}
