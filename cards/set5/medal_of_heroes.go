package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Medal of Heroes",
		Activate("Congratulations, Soldier", Cost{Exert: true, Ink: 2, BanishSelf: true},
			Gets(StatLore, 2, Chosen(Chars().Yours()), ThisTurn)))
}
