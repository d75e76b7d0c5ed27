package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fang Crossbow",
		Activate("Careful Aim", Cost{Exert: true, Ink: 2}, Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)),
		Activate("Stay Back!", Cost{Exert: true, BanishSelf: true}, Banish(Chosen(Chars().Class("Dragon")))))
}
