package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Chosen opponent": with one opponent nothing is asked (6.1.3).
	card("LeFou - Cake Thief",
		Activate("All for Me", Cost{Exert: true, BanishOne: BanishOneOfYour(ItemsF())},
			EachOpponentLoses(1).For(TgtOpponent),
			GainLore(1)))
}
